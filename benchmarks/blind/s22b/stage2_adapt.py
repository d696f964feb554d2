import torch
import torch.nn.functional as F
from torch import nn


class Encoder(nn.Module):
    def __init__(self, dim=16, hidden=48):
        super().__init__()
        self.layers = nn.Sequential(nn.Linear(dim, hidden), nn.Tanh(), nn.Linear(hidden, hidden), nn.Tanh())
        self.head = nn.Linear(hidden, 5)

    def forward(self, x):
        return self.head(self.layers(x))


def make_task(n, n_classes, mix, dim=16):
    x = torch.randn(n, dim)
    logits = x @ mix[:, :n_classes]
    return x, logits.argmax(dim=1)


def prepare_stage2(model, n_classes):
    model.head = nn.Linear(model.head.in_features, n_classes)
    for p in model.layers[0].parameters():
        p.requires_grad_(False)
    return model


def fit(model, opt, x, y, epochs, tag):
    for epoch in range(epochs):
        perm = torch.randperm(x.shape[0])
        for i in range(0, x.shape[0], 64):
            idx = perm[i:i + 64]
            loss = F.cross_entropy(model(x[idx]), y[idx])
            opt.zero_grad()
            loss.backward()
            opt.step()
        with torch.no_grad():
            acc = (model(x).argmax(1) == y).float().mean().item()
        print(f"[{tag}] epoch {epoch} loss {loss.item():.4f} acc {acc:.3f}")


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    mix = torch.randn(16, 5)
    x1, y1 = make_task(1500, 5, mix)
    model = Encoder()
    stage1_opt = torch.optim.Adam(model.parameters(), lr=3e-3)
    fit(model, stage1_opt, x1, y1, epochs=3, tag="stage1")

    model = prepare_stage2(model, 3)
    stage2_opt = torch.optim.Adam([p for p in model.parameters() if p.requires_grad], lr=3e-3)
    x2, y2 = make_task(400, 3, mix.flip(1))
    fit(model, stage2_opt, x2, y2, epochs=5, tag="stage2")


if __name__ == "__main__":
    main()
