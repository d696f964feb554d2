import torch
import torch.nn.functional as F

from .inference import Report
from .network import ActivityNet
from .recordings import ACTIVITIES, record

HPARAMS = dict(per_activity=500, val_fraction=0.25, batch=64, epochs=6, lr=0.05, momentum=0.9)


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    generator = torch.Generator().manual_seed(0)
    windows, labels = record(HPARAMS["per_activity"], generator)
    order = torch.randperm(labels.numel(), generator=generator)
    windows, labels = windows[order], labels[order]
    cut = int(labels.numel() * (1 - HPARAMS["val_fraction"]))
    mean = windows[:cut].mean((0, 2), keepdim=True)
    std = windows[:cut].std((0, 2), keepdim=True)
    windows = (windows - mean) / std

    model = ActivityNet(classes=len(ACTIVITIES))
    optimizer = torch.optim.SGD(model.parameters(), lr=HPARAMS["lr"], momentum=HPARAMS["momentum"],
                                nesterov=True, weight_decay=5e-4)
    scheduler = torch.optim.lr_scheduler.StepLR(optimizer, step_size=2, gamma=0.5)
    report = Report(len(ACTIVITIES))

    acc, f1 = report(model, windows[cut:], labels[cut:])
    print(f"val acc {acc:.3f} macro f1 {f1:.3f} before training")
    for epoch in range(HPARAMS["epochs"]):
        perm = torch.randperm(cut, generator=generator)
        seen = total = 0
        for rows in perm.split(HPARAMS["batch"]):
            if rows.numel() < 2:
                continue
            loss = F.cross_entropy(model(windows[rows]), labels[rows])
            optimizer.zero_grad()
            loss.backward()
            optimizer.step()
            total += loss.item() * rows.numel()
            seen += rows.numel()
        scheduler.step()
        acc, f1 = report(model, windows[cut:], labels[cut:])
        print(f"epoch {epoch}: train ce {total / seen:.3f} val acc {acc:.3f} macro f1 {f1:.3f}")


if __name__ == "__main__":
    main()
