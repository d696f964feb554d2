"""Wind-turbine fault classification from SCADA sensor windows, with per-sensor attribution tracking."""
import torch
import torch.nn as nn
import torch.nn.functional as F

SENSORS = ["wind_speed", "rotor_rpm", "gen_temp", "gearbox_temp", "vibration", "pitch_angle"]
FAULTS = ["healthy", "gearbox_wear", "pitch_fault", "generator_overheat"]


class FaultNet(nn.Module):
    def __init__(self, n_sensors, n_classes, hidden=32):
        super().__init__()
        self.norm = nn.BatchNorm1d(n_sensors)
        self.tcn = nn.Sequential(
            nn.Conv1d(n_sensors, hidden, 5, padding=2), nn.ReLU(),
            nn.Conv1d(hidden, hidden, 5, padding=4, dilation=2), nn.ReLU(),
        )
        self.head = nn.Linear(hidden, n_classes)

    def normalize(self, x):
        return self.norm(x)

    def classify(self, z):
        return self.head(self.tcn(z).mean(-1))


def scada_windows(n=256, length=48, seed=0):
    g = torch.Generator().manual_seed(seed)
    y = torch.randint(0, len(FAULTS), (n,), generator=g)
    t = torch.linspace(0, 4 * torch.pi, length)
    x = torch.randn(n, len(SENSORS), length, generator=g) * 0.3
    x[:, 0] += 8 + torch.sin(t)
    x[:, 1] += 12 + 0.5 * torch.sin(t)
    x[:, 2] += 60
    x[:, 3] += 55
    x[y == 1, 4] += 1.5 * torch.sin(5 * t)          # gearbox wear: vibration harmonics
    x[y == 2, 5] += 3.0                              # pitch fault: offset pitch
    x[y == 3, 2] += torch.linspace(0, 8, length)     # overheating generator
    return x, y


def main(epochs=3, batch_size=32):
    torch.manual_seed(0)
    x, y = scada_windows()
    model = FaultNet(len(SENSORS), len(FAULTS))
    opt = torch.optim.AdamW(model.parameters(), lr=3e-3, weight_decay=1e-2)
    for epoch in range(epochs):
        model.train()
        saliency = torch.zeros(len(SENSORS))
        perm = torch.randperm(len(x))
        correct = 0
        for i in range(0, len(x), batch_size):
            idx = perm[i:i + batch_size]
            z = model.normalize(x[idx])
            logits = model.classify(z)
            loss = F.cross_entropy(logits, y[idx])
            opt.zero_grad(set_to_none=True)
            loss.backward()
            saliency += z.grad.abs().mean(dim=(0, 2))
            opt.step()
            correct += (logits.argmax(1) == y[idx]).sum().item()
        ranking = [SENSORS[j] for j in saliency.argsort(descending=True)[:3]]
        print(f"epoch {epoch} acc {correct / len(x):.3f} most influential sensors: {ranking}")


if __name__ == "__main__":
    main()
