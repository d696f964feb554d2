import torch

from models import create_model
from trainer import FinetuneTrainer

CFG = {"num_classes": 3, "lr": 1e-2, "trunk_lr_mult": 0.1, "weight_decay": 1e-4, "epochs": 4, "batch_size": 32}


def shapes_dataset(n, seed):
    g = torch.Generator().manual_seed(seed)
    y = torch.randint(0, 3, (n,), generator=g)
    x = 0.2 * torch.randn(n, 1, 12, 12, generator=g)
    x[y == 0, :, 3:9, 3:9] += 1.0
    x[y == 1, :, :, 5:7] += 1.0
    x[y == 2, :, 5:7, :] += 1.0
    return x, y


def main(cfg=CFG):
    torch.manual_seed(0)
    torch.set_num_threads(1)
    x, y = shapes_dataset(192, seed=1)
    model = create_model("convnet_small", num_classes=10)  # "pretrained" 10-way model

    def loader():
        perm = torch.randperm(len(x))
        for i in range(0, len(x), cfg["batch_size"]):
            yield x[perm[i:i + cfg["batch_size"]]], y[perm[i:i + cfg["batch_size"]]]

    trainer = FinetuneTrainer(model, cfg)
    trainer.fit(loader)
    with torch.no_grad():
        acc = (model(x).argmax(1) == y).float().mean().item()
    print(f"train accuracy {acc:.3f}")


if __name__ == "__main__":
    main()
