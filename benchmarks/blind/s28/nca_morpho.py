"""Growing neural cellular automata (Mordvintsev et al., 2020): a local update rule, applied
by every cell, grows a target pattern from a single seed cell. Trained with a sample pool."""
import torch
import torch.nn.functional as F
from torch import nn

CHANNELS = 12          # RGBA + 8 hidden channels
SIZE = 16


def target_pattern(size=SIZE):
    """A two-colour 'embryo': a ring with a darker core and a polar spot."""
    y, x = torch.meshgrid(torch.arange(size) - size / 2 + 0.5, torch.arange(size) - size / 2 + 0.5, indexing="ij")
    r = torch.sqrt(x ** 2 + y ** 2)
    ring = ((r > 2.8) & (r < 5.6)).float()
    core = (r <= 2.8).float()
    spot = (((x - 3.5) ** 2 + (y + 1) ** 2) < 2.0).float()
    rgb = torch.stack([0.9 * ring + 0.3 * core, 0.5 * ring + 0.2 * core + 0.8 * spot, 0.2 * ring + 0.6 * core])
    alpha = (ring + core).clamp(max=1.0)[None]
    return torch.cat([rgb * alpha, alpha]).unsqueeze(0)       # [1, 4, H, W], premultiplied


class CellRule(nn.Module):
    def __init__(self, channels=CHANNELS, hidden=48, fire_rate=0.5):
        super().__init__()
        sobel = torch.tensor([[-1.0, 0.0, 1.0], [-2.0, 0.0, 2.0], [-1.0, 0.0, 1.0]]) / 8
        identity = torch.zeros(3, 3)
        identity[1, 1] = 1.0
        kernels = torch.stack([identity, sobel, sobel.T]).repeat(channels, 1, 1).unsqueeze(1)
        self.register_buffer("perception", kernels)            # fixed: [3 * C, 1, 3, 3]
        self.update = nn.Sequential(nn.Conv2d(3 * channels, hidden, 1), nn.ReLU(), nn.Conv2d(hidden, channels, 1))
        # "do nothing" initial behaviour: the last layer starts at zero
        nn.init.zeros_(self.update[2].weight)
        nn.init.zeros_(self.update[2].bias)
        self.channels = channels
        self.fire_rate = fire_rate

    @staticmethod
    def alive(state):
        return F.max_pool2d(state[:, 3:4], 3, stride=1, padding=1) > 0.1

    def forward(self, state):
        pre_alive = self.alive(state)
        perceived = F.conv2d(state, self.perception, padding=1, groups=self.channels)
        delta = self.update(perceived)
        fire = (torch.rand(state.shape[0], 1, *state.shape[2:]) < self.fire_rate).float()
        state = state + delta * fire
        living = pre_alive & self.alive(state)
        return state * living.float()

    def grow(self, state, steps):
        for _ in range(steps):
            state = self(state)
        return state


def seed_state(count, size=SIZE):
    state = torch.zeros(count, CHANNELS, size, size)
    state[:, 3:, size // 2, size // 2] = 1.0
    return state


@torch.no_grad()
def decay_weights(rule, rate):
    for p in rule.update.parameters():
        p.mul_(1.0 - rate)


def normalise_gradients(rule):
    # per-parameter gradient normalisation, as in the paper: stabilises the long rollouts
    for p in rule.parameters():
        if p.grad is not None:
            p.grad.div_(p.grad.norm() + 1e-8)


def train(rule, target, iterations=130, batch=6, pool_size=48):
    optimizer = torch.optim.Adam(rule.parameters(), lr=3e-3)
    schedule = torch.optim.lr_scheduler.MultiStepLR(optimizer, milestones=[90], gamma=0.3)
    pool = seed_state(pool_size)
    generator = torch.Generator().manual_seed(1)
    for it in range(iterations):
        idx = torch.randperm(pool_size, generator=generator)[:batch]
        state = pool[idx]
        with torch.no_grad():
            worst = F.mse_loss(state[:, :4], target.expand(batch, -1, -1, -1), reduction="none").mean((1, 2, 3)).argmax()
        state[worst] = seed_state(1)[0]                   # always keep one fresh seed in the batch
        steps = int(torch.randint(16, 25, (1,), generator=generator))
        grown = rule.grow(state, steps)
        loss = F.mse_loss(grown[:, :4], target.expand(batch, -1, -1, -1))
        optimizer.zero_grad()
        loss.backward()
        normalise_gradients(rule)
        optimizer.step()
        schedule.step()
        decay_weights(rule, 1e-5)
        pool[idx] = grown.detach()
        if it % 40 == 0 or it == iterations - 1:
            print(f"iter {it:3d}  pattern mse {loss.item():.5f}")


@torch.no_grad()
def growth_check(rule, target, steps=(24, 48)):
    out = {}
    for n in steps:
        grown = rule.grow(seed_state(4), n)
        out[n] = round(F.mse_loss(grown[:, :4], target.expand(4, -1, -1, -1)).item(), 5)
    return out


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    target = target_pattern()
    rule = CellRule()
    print("empty-grid mse:", round(F.mse_loss(torch.zeros_like(target), target).item(), 5))
    train(rule, target)
    print("grown from a seed (steps -> mse):", growth_check(rule, target))


if __name__ == "__main__":
    main()
