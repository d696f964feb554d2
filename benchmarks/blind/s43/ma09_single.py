"""Revolving-door drive fault detection, building by building, with Dark Experience Replay (DER++).

Motor-current and speed features from the door controller.  Doors in each new building have a
different wing mass and floor friction, so the fault classifier is updated as buildings are
commissioned, replaying stored samples together with the logits the network gave them.
"""
import torch
import torch.nn as nn
import torch.nn.functional as F

FAULTS = ["normal", "bearing_wear", "belt_slip", "encoder_misalign", "obstruction"]
N_FEATS = 18

config = dict(buildings=4, per_fault=70, hidden=64, lr=1e-3, epochs=10, batch=32,
              capacity=200, replay_batch=32, alpha=0.3, beta=0.5, seed=0)


def building_logs(n_buildings, per_fault, gen):
    signatures = 1.2 * torch.randn(len(FAULTS), N_FEATS, generator=gen)
    for b in range(n_buildings):
        mass = 0.7 + 0.6 * torch.rand(1, generator=gen)
        friction = 0.8 * torch.randn(N_FEATS, generator=gen)
        xs, ys = [], []
        for k in range(len(FAULTS)):
            xs.append(mass * signatures[k] + friction + 0.9 * torch.randn(per_fault, N_FEATS, generator=gen))
            ys.append(torch.full((per_fault,), k))
        x, y = torch.cat(xs), torch.cat(ys)
        p = torch.randperm(len(y), generator=gen)
        x, y = x[p], y[p]
        cut = int(0.8 * len(y))
        yield b, (x[:cut], y[:cut]), (x[cut:], y[cut:])


class ReservoirBuffer:
    """Reservoir sampling over the whole stream; stores inputs, labels and the logits seen then."""

    def __init__(self, capacity, n_feats, n_classes, gen):
        self.x = torch.zeros(capacity, n_feats)
        self.y = torch.zeros(capacity, dtype=torch.long)
        self.logits = torch.zeros(capacity, n_classes)
        self.capacity, self.seen, self.gen = capacity, 0, gen

    def __len__(self):
        return min(self.seen, self.capacity)

    def add(self, x, y, logits):
        logits = logits.detach()
        for i in range(len(y)):
            if self.seen < self.capacity:
                slot = self.seen
            else:
                slot = torch.randint(self.seen + 1, (1,), generator=self.gen).item()
            if slot < self.capacity:
                self.x[slot] = x[i]
                self.y[slot] = y[i]
                self.logits[slot] = logits[i]
            self.seen += 1

    def sample(self, k):
        idx = torch.randint(len(self), (k,), generator=self.gen)
        return self.x[idx], self.y[idx], self.logits[idx]


class DoorNet(nn.Module):
    def __init__(self, hidden):
        super().__init__()
        self.net = nn.Sequential(nn.Linear(N_FEATS, hidden), nn.ReLU(),
                                 nn.Linear(hidden, hidden), nn.ReLU(),
                                 nn.Linear(hidden, len(FAULTS)))

    def forward(self, x):
        return self.net(x)


class ContinualLearner:
    def __init__(self, net, cfg, gen):
        self.net, self.cfg, self.gen = net, cfg, gen
        self.opt = torch.optim.Adam(net.parameters(), lr=cfg["lr"])

    def observe(self, x, y):
        raise NotImplementedError

    def learn_building(self, x, y):
        epoch_means = []
        for _ in range(self.cfg["epochs"]):
            order = torch.randperm(len(y), generator=self.gen)
            losses = []
            for i in range(0, len(y), self.cfg["batch"]):
                idx = order[i:i + self.cfg["batch"]]
                losses.append(self.observe(x[idx], y[idx]))
            epoch_means.append(torch.stack(losses).mean().item())
        return epoch_means

    @torch.inference_mode()
    def evaluate(self, x, y):
        return (self.net(x).argmax(1) == y).float().mean().item()


class DERpp(ContinualLearner):
    def __init__(self, net, cfg, gen):
        super().__init__(net, cfg, gen)
        self.buffer = ReservoirBuffer(cfg["capacity"], N_FEATS, len(FAULTS), gen)

    def observe(self, x, y):
        self.opt.zero_grad()
        logits = self.net(x)
        total = F.cross_entropy(logits, y)
        if len(self.buffer):
            bx, _, bz = self.buffer.sample(self.cfg["replay_batch"])
            total = total + self.cfg["alpha"] * F.mse_loss(self.net(bx), bz)
            bx, by, _ = self.buffer.sample(self.cfg["replay_batch"])
            total = total + self.cfg["beta"] * F.cross_entropy(self.net(bx), by)
        total.backward()
        self.opt.step()
        self.buffer.add(x, y, logits)
        return total.detach()


def main():
    torch.manual_seed(config["seed"])
    torch.set_num_threads(1)
    gen = torch.Generator().manual_seed(config["seed"])
    learner = DERpp(DoorNet(config["hidden"]), config, gen)
    tests = []
    for b, (x, y), test in building_logs(config["buildings"], config["per_fault"], gen):
        curve = learner.learn_building(x, y)
        tests.append(test)
        accs = [learner.evaluate(*t) for t in tests]
        print(f"building {b}: loss {curve[0]:.3f} -> {curve[-1]:.3f}, "
              f"accuracy per building {[round(a, 2) for a in accs]}, buffer {len(learner.buffer)}")


if __name__ == "__main__":
    main()
