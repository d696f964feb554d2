import argparse
import logging
import random

import torch
from torch.utils.data import DataLoader, TensorDataset

from .config import load_config
from .engine import train_one_epoch, evaluate
from .models import build_model

logger = logging.getLogger(__name__)


def set_seed(seed):
    random.seed(seed)
    torch.manual_seed(seed)
    torch.cuda.manual_seed_all(seed)


def fake_cifar(n, size, num_classes, seed):
    g = torch.Generator().manual_seed(seed)
    y = torch.randint(0, num_classes, (n,), generator=g)
    x = torch.randn(n, 3, size, size, generator=g) * 0.5
    x[:, y % 3, :, :] += (y.float() / num_classes).view(-1, 1, 1)
    return TensorDataset(x, y)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--config", default=None)
    parser.add_argument("--resume", default=None)
    args = parser.parse_args()
    logging.basicConfig(level=logging.INFO)
    cfg = load_config(args.config)
    set_seed(cfg["seed"])
    dcfg, tcfg = cfg["data"], cfg["train"]
    device = torch.device("cuda" if torch.cuda.is_available() else "cpu")
    use_amp = tcfg["amp"] and device.type == "cuda"

    train_ds = fake_cifar(dcfg["n_train"], dcfg["image_size"], dcfg["num_classes"], cfg["seed"])
    val_ds = fake_cifar(dcfg["n_val"], dcfg["image_size"], dcfg["num_classes"], cfg["seed"] + 1)
    train_loader = DataLoader(train_ds, batch_size=tcfg["batch_size"], shuffle=True, drop_last=True)
    val_loader = DataLoader(val_ds, batch_size=tcfg["batch_size"])

    model = build_model("resnet_tiny", num_classes=dcfg["num_classes"]).to(device)
    if torch.cuda.device_count() > 1:
        model = torch.nn.DataParallel(model)
    optimizer = torch.optim.SGD(model.parameters(), lr=tcfg["lr"], momentum=0.9,
                                weight_decay=tcfg["weight_decay"], nesterov=True)
    scheduler = torch.optim.lr_scheduler.OneCycleLR(optimizer, max_lr=tcfg["lr"], epochs=tcfg["epochs"],
                                                    steps_per_epoch=len(train_loader))
    scaler = torch.cuda.amp.GradScaler(enabled=use_amp)
    start_epoch, best_acc = 0, 0.0
    if args.resume:
        ckpt = torch.load(args.resume, map_location=device)
        model.load_state_dict(ckpt["model"])
        optimizer.load_state_dict(ckpt["optimizer"])
        scaler.load_state_dict(ckpt["scaler"])
        start_epoch, best_acc = ckpt["epoch"] + 1, ckpt["best_acc"]

    for epoch in range(start_epoch, tcfg["epochs"]):
        train_loss = train_one_epoch(model, train_loader, optimizer, scheduler, scaler, device, use_amp,
                                     tcfg["clip_grad"])
        acc = evaluate(model, val_loader, device, use_amp)
        logger.info("epoch %d train_loss %.4f val_acc %.3f lr %.4f", epoch, train_loss, acc,
                    scheduler.get_last_lr()[0])
        if acc >= best_acc:
            best_acc = acc
            torch.save({"model": model.state_dict(), "optimizer": optimizer.state_dict(),
                        "scaler": scaler.state_dict(), "epoch": epoch, "best_acc": best_acc}, tcfg["ckpt"])


if __name__ == "__main__":
    main()
