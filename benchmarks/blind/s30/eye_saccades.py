"""Eye-movement event detection (fixation / saccade / post-saccadic oscillation) from 500 Hz gaze.

A shared temporal encoder feeds two heads: per-sample event labels and a denoised angular speed.
The gradient each objective sends into the shared encoder is logged separately, to watch for
conflict between the two tasks.
"""
import math

import torch
import torch.nn.functional as F
from torch import nn

WINDOW = 96
EVENTS = ("fixation", "saccade", "pso")


def gaze_windows(n, seed):
    gen = torch.Generator().manual_seed(seed)
    x = torch.zeros(n, 2, WINDOW)
    labels = torch.zeros(n, WINDOW, dtype=torch.long)
    speed = torch.zeros(n, WINDOW)
    for i in range(n):
        pos = torch.randn(2, generator=gen) * 5.0
        t = 0
        while t < WINDOW:
            fix_len = int(torch.randint(20, 50, (1,), generator=gen))
            end = min(WINDOW, t + fix_len)
            x[i, :, t:end] = pos[:, None] + 0.05 * torch.randn(2, end - t, generator=gen).cumsum(1) / 5
            t = end
            if t >= WINDOW:
                break
            amp = 2.0 + 10.0 * torch.rand(1, generator=gen).item()
            direction = torch.randn(2, generator=gen)
            direction = direction / direction.norm()
            sac_len = max(3, int(2 + amp / 2))
            end = min(WINDOW, t + sac_len)
            s = torch.linspace(0, 1, sac_len)[: end - t]
            profile = 0.5 - 0.5 * torch.cos(math.pi * s)
            x[i, :, t:end] = pos[:, None] + amp * direction[:, None] * profile
            labels[i, t:end] = 1
            speed[i, t:end] = amp * math.pi / 2 * torch.sin(math.pi * s) / sac_len * 500 / 100
            pos = pos + amp * direction
            t = end
            pso_len = min(WINDOW - t, int(torch.randint(4, 9, (1,), generator=gen)))
            if pso_len > 0:
                k = torch.arange(pso_len, dtype=torch.float32)
                wobble = 0.15 * amp * torch.exp(-k / 2.5) * torch.sin(k * 1.6)
                x[i, :, t:t + pso_len] = pos[:, None] + direction[:, None] * wobble
                labels[i, t:t + pso_len] = 2
                t += pso_len
    noisy = x + 0.03 * torch.randn(x.shape, generator=gen)
    velocity = torch.diff(noisy, dim=2, prepend=noisy[:, :, :1]) * 5.0
    return torch.cat([velocity, noisy / 10.0], dim=1), labels, speed


class EventNet(nn.Module):
    def __init__(self, width=32):
        super().__init__()
        self.encoder = nn.Sequential(
            nn.Conv1d(4, width, 5, padding=2),
            nn.GELU(),
            nn.Conv1d(width, width, 5, padding=4, dilation=2),
            nn.GELU(),
            nn.Conv1d(width, width, 5, padding=8, dilation=4),
            nn.GELU(),
        )
        self.event_head = nn.Conv1d(width, len(EVENTS), 1)
        self.speed_head = nn.Conv1d(width, 1, 1)

    def forward(self, x):
        h = self.encoder(x)
        return self.event_head(h), self.speed_head(h).squeeze(1)


def encoder_grad_norm(net):
    return torch.sqrt(sum(p.grad.square().sum() for p in net.encoder.parameters() if p.grad is not None)).item()


def objectives(net, x, labels, speed, class_weight):
    events, speed_hat = net(x)
    return {
        "events": F.cross_entropy(events, labels, weight=class_weight),
        "speed": 0.5 * F.smooth_l1_loss(speed_hat, speed),
    }


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    x, labels, speed = gaze_windows(600, seed=2)
    x_te, labels_te, speed_te = gaze_windows(150, seed=3)
    counts = torch.bincount(labels.flatten(), minlength=len(EVENTS)).float()
    class_weight = (counts.sum() / counts).sqrt()
    class_weight = class_weight / class_weight.mean()

    net = EventNet()
    opt = torch.optim.AdamW(
        [
            {"params": net.encoder.parameters(), "lr": 2e-3},
            {"params": list(net.event_head.parameters()) + list(net.speed_head.parameters()), "lr": 4e-3},
        ],
        weight_decay=1e-4,
    )
    for epoch in range(8):
        order = torch.randperm(len(x))
        share = {"events": 0.0, "speed": 0.0}
        for i in range(0, len(order), 40):
            idx = order[i:i + 40]
            terms = list(objectives(net, x[idx], labels[idx], speed[idx], class_weight).items())
            opt.zero_grad()
            before = 0.0
            for k, (name, term) in enumerate(terms):
                term.backward(retain_graph=k < len(terms) - 1)
                after = encoder_grad_norm(net)
                share[name] += after - before
                before = after
            opt.step()
        with torch.no_grad():
            events, speed_hat = net(x_te)
            pred = events.argmax(dim=1)
            recall = [((pred == c) & (labels_te == c)).sum().item() / (labels_te == c).sum().item() for c in range(len(EVENTS))]
            mae = (speed_hat - speed_te).abs().mean().item()
        print(
            f"epoch {epoch + 1}  recall fix/sac/pso " + "/".join(f"{r:.2f}" for r in recall)
            + f"  speed mae {mae:.3f}  encoder grad from events {share['events']:.2f}, speed {share['speed']:.2f}"
        )


if __name__ == "__main__":
    main()
