"""Tree-ring cores: pretext (cambial age) pretraining, then climate-regime fine-tuning."""
import argparse
import tempfile

import torch
import torch.nn as nn

from .models import build_finetune_model, get_model
from .trainer import Trainer
from .utils import count_trainable, ring_series, save_checkpoint, set_requires_grad


def parse_opt():
    p = argparse.ArgumentParser()
    p.add_argument("--arch", default="ringnet_s")
    p.add_argument("--pretext-epochs", type=int, default=4)
    p.add_argument("--epochs", type=int, default=10)
    p.add_argument("--unfreeze-at", type=int, default=4)
    p.add_argument("--batch-size", type=int, default=64)
    p.add_argument("--lr", type=float, default=3e-3)
    p.add_argument("--lr-step", type=int, default=8)
    p.add_argument("--wd", type=float, default=1e-4)
    p.add_argument("--backbone-lr-mult", type=float, default=0.3)
    p.add_argument("--num-regimes", type=int, default=3)
    p.add_argument("--seed", type=int, default=0)
    return p.parse_args()


def main():
    opt = parse_opt()
    torch.manual_seed(opt.seed)
    torch.set_num_threads(1)
    x_pre, _, age_pre = ring_series(1500, seed=opt.seed)
    x_tr, y_tr, _ = ring_series(400, seed=opt.seed + 1)
    x_va, y_va, _ = ring_series(400, seed=opt.seed + 2)

    with tempfile.TemporaryDirectory() as ckpt_dir:
        pre_net = get_model(opt.arch, out_dim=1)
        pre = Trainer(pre_net, opt, nn.MSELoss())
        for epoch in range(opt.pretext_epochs):
            mse = pre.train_epoch(x_pre, age_pre.unsqueeze(1), epoch)
            print(f"[pretext] epoch {epoch}  age mse {mse:.4f}")
        ckpt = save_checkpoint(pre_net, opt.pretext_epochs, ckpt_dir, "pretext.pt")

        net = build_finetune_model(opt, ckpt)
    set_requires_grad(net.backbone, False)
    print(f"fine-tune: trainable params {count_trainable(net)}")
    trainer = Trainer(net, opt, nn.CrossEntropyLoss())
    for epoch in range(opt.epochs):
        if epoch == opt.unfreeze_at:
            trainer.unfreeze_backbone()
        loss = trainer.train_epoch(x_tr, y_tr, epoch)
        acc = trainer.run_val(x_va, y_va)
        print(f"[regime] epoch {epoch}  ce {loss:.4f}  val acc {acc:.3f}")


if __name__ == "__main__":
    main()
