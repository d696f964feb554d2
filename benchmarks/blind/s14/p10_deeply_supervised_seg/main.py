import torch
from torch.utils.data import DataLoader, TensorDataset

from criterion import DeepSupervisionLoss
from nets import DSUNet
from solver import Solver

cfg = {
    "n_classes": 3,
    "epochs": 4,
    "batch_size": 16,
    "lr": 0.01,
    "momentum": 0.9,
    "weight_decay": 1e-4,
    "print_freq": 10,
    "device": "cuda" if torch.cuda.is_available() else "cpu",
}


def synthetic_blobs(n, size=64, seed=0):
    g = torch.Generator().manual_seed(seed)
    yy, xx = torch.meshgrid(torch.arange(size), torch.arange(size), indexing="ij")
    images, masks = [], []
    for _ in range(n):
        mask = torch.zeros(size, size, dtype=torch.long)
        for cls in (1, 2):
            cy, cx = torch.randint(8, size - 8, (2,), generator=g).tolist()
            r = int(torch.randint(4, 12, (1,), generator=g))
            mask[(yy - cy) ** 2 + (xx - cx) ** 2 < r * r] = cls
        images.append(mask.float().unsqueeze(0) / 2 + 0.3 * torch.randn(1, size, size, generator=g))
        masks.append(mask)
    return TensorDataset(torch.stack(images), torch.stack(masks))


def main():
    train_dl = DataLoader(synthetic_blobs(256), batch_size=cfg["batch_size"], shuffle=True)
    val_dl = DataLoader(synthetic_blobs(64, seed=1), batch_size=32)
    model = DSUNet(n_classes=cfg["n_classes"]).to(cfg["device"])
    optimizer = torch.optim.SGD(model.parameters(), lr=cfg["lr"], momentum=cfg["momentum"],
                                weight_decay=cfg["weight_decay"])
    scheduler = torch.optim.lr_scheduler.PolynomialLR(optimizer, total_iters=cfg["epochs"], power=0.9)
    solver = Solver(model, DeepSupervisionLoss(), optimizer, scheduler, cfg)
    for epoch in range(cfg["epochs"]):
        secs = solver.train_one_epoch(train_dl, epoch)
        print(f"epoch {epoch} done in {secs:.1f}s, val mIoU {solver.validate(val_dl):.3f}")


if __name__ == "__main__":
    main()
