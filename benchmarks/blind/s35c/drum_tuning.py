"""Tom-drum tuning: fundamental pitch and head evenness from the lug torque readings.

A torque-wrench session records the torque at each of the 6 lugs, the head type and the shell
diameter. Neighbouring lugs interact (a tight lug pulls the head away from its neighbours), so
the model starts with a circulant "lug interaction" layer, then a small MLP.
"""
import math

import torch
import torch.nn.functional as F
from torch import nn

LUGS = 6
HEADS = ("single_ply_clear", "two_ply_coated", "two_ply_clear")
DIAMETERS = (10.0, 12.0, 14.0, 16.0)


class LugInteraction(nn.Module):
    """y_i = sum_k W[k] * x_{i+k}: one weight per circular offset, shared across lugs."""

    def __init__(self, lugs, channels):
        super().__init__()
        self.lugs = lugs
        self.weight = nn.Parameter(torch.Tensor(channels, lugs))
        self.bias = nn.Parameter(torch.Tensor(channels))
        self.reset_parameters()

    def reset_parameters(self):
        nn.init.kaiming_uniform_(self.weight, a=math.sqrt(5))
        bound = 1.0 / math.sqrt(self.lugs)
        nn.init.uniform_(self.bias, -bound, bound)

    def forward(self, torque):
        shifted = torch.stack([torque.roll(-k, dims=1) for k in range(self.lugs)], dim=2)
        return torch.einsum("blk,ck->bcl", shifted, self.weight) + self.bias[None, :, None]


class TuningModel(nn.Module):
    def __init__(self, channels=8, width=48):
        super().__init__()
        self.lugs = LugInteraction(LUGS, channels)
        self.mlp = nn.Sequential(
            nn.Linear(channels * 2 + len(HEADS) + 1, width), nn.GELU(),
            nn.Linear(width, 2),
        )

    def forward(self, torque, head, diameter):
        h = F.gelu(self.lugs(torque))
        pooled = torch.cat([h.mean(dim=2), h.std(dim=2)], dim=1)
        return self.mlp(torch.cat([pooled, F.one_hot(head, len(HEADS)).float(), diameter], 1))


def tuning_sessions(n, generator):
    torque = 2.0 + 0.6 * torch.rand(n, 1, generator=generator)
    torque = torque + 0.25 * torch.randn(n, LUGS, generator=generator)
    head = torch.randint(0, len(HEADS), (n,), generator=generator)
    size = torch.tensor(DIAMETERS)[torch.randint(0, len(DIAMETERS), (n,), generator=generator)]
    neighbour = 0.5 * (torque.roll(1, 1) + torque.roll(-1, 1))
    effective = 0.7 * torque + 0.3 * neighbour
    stiffness = torch.tensor([1.0, 1.15, 1.05])[head]
    pitch = 95.0 * (12.0 / size) * (effective.mean(1) * stiffness).sqrt()
    evenness = -(effective - effective.mean(1, keepdim=True)).pow(2).mean(1).sqrt()
    pitch = pitch + torch.randn(n, generator=generator)
    target = torch.stack([(pitch - 135.0) / 30.0, 10.0 * evenness + 1.0], dim=1)
    return (torque - 2.3, head, (size.unsqueeze(1) - 13.0) / 2.0), target


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    gen = torch.Generator().manual_seed(6)
    train_in, train_t = tuning_sessions(3000, gen)
    test_in, test_t = tuning_sessions(600, gen)
    model = TuningModel()
    optimizer = torch.optim.Adam(model.parameters(), lr=3e-3)

    def errors():
        model.eval()
        with torch.no_grad():
            diff = model(*test_in) - test_t
        return 30.0 * diff[:, 0].abs().mean().item(), 0.1 * diff[:, 1].abs().mean().item()

    pitch_mae, even_mae = errors()
    print(f"untrained: pitch mae {pitch_mae:.1f} Hz, evenness mae {even_mae:.3f} Nm")
    for epoch in range(15):
        model.train()
        order = torch.randperm(len(train_t), generator=gen)
        for start in range(0, len(order), 64):
            idx = order[start:start + 64]
            optimizer.zero_grad()
            pred = model(*(part[idx] for part in train_in))
            F.mse_loss(pred, train_t[idx]).backward()
            optimizer.step()
        if epoch % 5 == 4:
            pitch_mae, even_mae = errors()
            print(f"epoch {epoch}: pitch mae {pitch_mae:.1f} Hz, evenness mae {even_mae:.3f} Nm")


if __name__ == "__main__":
    main()
