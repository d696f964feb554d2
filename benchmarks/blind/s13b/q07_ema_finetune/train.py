import torch

from ema import ModelEMA
from metrics import evaluate
from model import Classifier
from stages import make_optimizer, run_stage, swap_head_for_finetune

CFG = {"in_dim": 16, "width": 48, "lr": 3e-3, "wd": 1e-4, "batch_size": 64, "epochs": 3,
       "ema_decay": 0.98, "pretrain_classes": 6, "finetune_classes": 3}


def make_task(n, num_classes, seed):
    g = torch.Generator().manual_seed(seed)
    centers = torch.randn(num_classes, CFG["in_dim"], generator=g) * 2
    y = torch.randint(0, num_classes, (n,), generator=g)
    return centers[y] + torch.randn(n, CFG["in_dim"], generator=g), y


def main():
    torch.manual_seed(0)
    model = Classifier(CFG["in_dim"], CFG["width"], CFG["pretrain_classes"])
    optimizer = make_optimizer(model, CFG)
    ema = ModelEMA(model, decay=CFG["ema_decay"])

    x, y = make_task(768, CFG["pretrain_classes"], seed=0)
    loss, _ = run_stage(model, optimizer, ema, x, y, CFG["pretrain_classes"], CFG)
    print("pretrain loss", round(loss, 4), evaluate(ema, x, y, CFG["pretrain_classes"]))

    optimizer, ema = swap_head_for_finetune(model, CFG["finetune_classes"], CFG)
    x, y = make_task(384, CFG["finetune_classes"], seed=1)
    loss, matrix = run_stage(model, optimizer, ema, x[:256], y[:256], CFG["finetune_classes"], CFG)
    print("finetune loss", round(loss, 4), "train confusion diag", matrix.diagonal().tolist())
    print("ema eval", evaluate(ema, x[256:], y[256:], CFG["finetune_classes"]))


if __name__ == "__main__":
    main()
