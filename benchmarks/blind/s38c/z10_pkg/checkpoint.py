import os

import torch


def save(path, model, optimizer, epoch, best):
    torch.save({"model": model.state_dict(), "optimizer": optimizer.state_dict(),
                "epoch": epoch, "best": best}, path)


def resume(path, model, optimizer):
    """Returns (start_epoch, best_acc); (0, 0.0) when there is nothing to resume from."""
    if not os.path.exists(path):
        return 0, 0.0
    ckpt = torch.load(path, map_location="cpu")
    model.load_state_dict(ckpt["model"])
    optimizer.load_state_dict(ckpt["optimizer"])
    return ckpt["epoch"] + 1, ckpt["best"]
