"""Early-exit CNN fine-tuned on synthetic 16x16 textures with a learned exit temperature."""
import argparse

import torch
import torch.nn as nn
import torch.nn.functional as F


class EarlyExitCNN(nn.Module):
    def __init__(self, n_classes, widths=(16, 32, 64)):
        super().__init__()
        self.stages = nn.ModuleList()
        self.exits = nn.ModuleList()
        c_in = 1
        for w in widths:
            self.stages.append(nn.Sequential(nn.Conv2d(c_in, w, 3, padding=1), nn.BatchNorm2d(w), nn.ReLU(), nn.MaxPool2d(2)))
            self.exits.append(nn.Linear(w, n_classes))
            c_in = w
        self.fc = nn.Linear(c_in, n_classes)
        self.log_temp = nn.Parameter(torch.zeros(()))

    def forward(self, x):
        logits = []
        for stage, head in zip(self.stages, self.exits):
            x = stage(x)
            logits.append(head(x.mean(dim=(2, 3))))
        logits[-1] = self.fc(x.mean(dim=(2, 3)))
        return [l / self.log_temp.exp() for l in logits]


def textures(n, n_classes, generator):
    labels = torch.randint(0, n_classes, (n,), generator=generator)
    xs = torch.linspace(0, 1, 16)
    freq = (labels.float() + 1.0)[:, None, None]
    img = torch.sin(2 * torch.pi * freq * xs[None, :, None]) * torch.cos(2 * torch.pi * xs[None, None, :])
    return (img + 0.5 * torch.randn(n, 16, 16, generator=generator)).unsqueeze(1), labels


@torch.no_grad()
def evaluate(model, x, y):
    model.eval()
    outs = model(x)
    return [(o.argmax(1) == y).float().mean().item() for o in outs]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--source-classes", type=int, default=8)
    ap.add_argument("--target-classes", type=int, default=5)
    ap.add_argument("--steps", type=int, default=120)
    ap.add_argument("--lr", type=float, default=3e-3)
    args = ap.parse_args()

    torch.manual_seed(0)
    gen = torch.Generator().manual_seed(0)
    model = EarlyExitCNN(args.source_classes)
    # adapt the source model to the target label set: new final head and exit heads
    model.fc = nn.Linear(model.fc.in_features, args.target_classes)
    model.exits = nn.ModuleList(nn.Linear(h.in_features, args.target_classes) for h in model.exits)

    optimizer = torch.optim.SGD(model.parameters(), lr=args.lr * 10, momentum=0.9, nesterov=True)
    exit_weights = torch.tensor([0.3, 0.3, 1.0])
    val_x, val_y = textures(512, args.target_classes, gen)

    for step in range(args.steps):
        model.train()
        x, y = textures(64, args.target_classes, gen)
        outs = model(x)
        loss = sum(w * F.cross_entropy(o, y) for w, o in zip(exit_weights, outs))
        optimizer.zero_grad()
        loss.backward()
        optimizer.step()
        with torch.no_grad():
            model.log_temp.clamp_(-1.0, 1.0)
        if step % 40 == 0:
            accs = evaluate(model, val_x, val_y)
            print(f"step {step:3d} loss {loss.item():.3f} exit_acc {[round(a, 3) for a in accs]}")


if __name__ == "__main__":
    main()
