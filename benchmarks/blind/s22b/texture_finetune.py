import torch
import torch.nn.functional as F
from torch import nn


def synthetic_textures(n, n_classes, size=10, shift=0.0):
    labels = torch.randint(0, n_classes, (n,))
    freqs = 0.6 + 0.5 * labels.float() + shift
    grid = torch.linspace(0, 3.14, size)
    waves = torch.sin(freqs[:, None, None] * (grid[None, :, None] + grid[None, None, :]))
    return (waves + 0.4 * torch.randn(n, size, size)).unsqueeze(1), labels


class Backbone(nn.Module):
    def __init__(self, width=12):
        super().__init__()
        self.conv = nn.Sequential(nn.Conv2d(1, width, 3), nn.ReLU(), nn.Conv2d(width, width, 3), nn.ReLU())
        self.out_dim = width

    def forward(self, x):
        return self.conv(x).mean(dim=(2, 3))


class TextureTask:
    def __init__(self, backbone, n_classes, lr, train_backbone=True):
        self.backbone = backbone
        self.head = nn.Linear(backbone.out_dim, n_classes)
        self.lr = lr
        if not train_backbone:
            for p in self.backbone.parameters():
                p.require_grad = False

    def parameters(self):
        return list(self.backbone.parameters()) + list(self.head.parameters())

    def configure_optimizers(self):
        return torch.optim.SGD([p for p in self.parameters() if p.requires_grad], lr=self.lr, momentum=0.9)

    def training_step(self, batch):
        x, y = batch
        logits = self.head(self.backbone(x))
        return {"loss": F.cross_entropy(logits, y), "correct": (logits.argmax(1) == y).sum().item()}


class Runner:
    def __init__(self, epochs, batch_size):
        self.epochs = epochs
        self.batch_size = batch_size

    def fit(self, task, x, y, tag):
        opt = task.configure_optimizers()
        for epoch in range(self.epochs):
            perm = torch.randperm(x.shape[0])
            correct, total = 0, 0.0
            for i in range(0, x.shape[0], self.batch_size):
                idx = perm[i:i + self.batch_size]
                out = task.training_step((x[idx], y[idx]))
                opt.zero_grad()
                out["loss"].backward()
                opt.step()
                correct += out["correct"]
                total += out["loss"].item() * idx.numel()
            print(f"[{tag}] epoch {epoch} loss {total / x.shape[0]:.4f} acc {correct / x.shape[0]:.3f}")


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    backbone = Backbone()
    x_src, y_src = synthetic_textures(800, 4)
    Runner(epochs=4, batch_size=64).fit(TextureTask(backbone, 4, lr=0.05), x_src, y_src, "pretrain")
    snapshot = [p.detach().clone() for p in backbone.parameters()]
    x_tgt, y_tgt = synthetic_textures(200, 4, shift=0.25)
    Runner(epochs=4, batch_size=32).fit(TextureTask(backbone, 4, lr=0.05, train_backbone=False), x_tgt, y_tgt, "finetune")
    drift = sum((p.detach() - s).abs().sum().item() for p, s in zip(backbone.parameters(), snapshot))
    print(f"backbone drift {drift:.4f}")


if __name__ == "__main__":
    main()
