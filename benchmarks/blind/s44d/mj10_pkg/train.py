import math

import torch

from .accel import Accelerator, dump_state, restore_state, warmup_cosine
from .bakes import DEFECTS, make_loaders
from .crustnet import CrustNet
from .losses import focal_bce, label_f1
from .oven_config import OvenConfig


def run_training(cfg):
    train_loader, valid_loader = make_loaders(cfg)
    net = CrustNet(7, len(DEFECTS))
    optimizer = torch.optim.AdamW(net.parameters(), lr=cfg.lr, weight_decay=cfg.weight_decay)
    total = cfg.max_epochs * math.ceil(len(train_loader) / cfg.accumulate_grad_batches)
    scheduler = warmup_cosine(optimizer, cfg.sched.warmup_steps, total, cfg.sched.min_factor)
    accelerator = Accelerator(cfg.accumulate_grad_batches, cfg.precision)
    net, optimizer, train_loader = accelerator.prepare(net, optimizer, train_loader)

    best = {"f1": -1.0, "blob": None}
    for epoch in range(cfg.max_epochs):
        net.train()
        seen, focal_sum = 0, 0.0
        for pies, defects in train_loader:
            with accelerator.accumulate(net):
                with accelerator.autocast():
                    logits = net(pies).float()
                focal = focal_bce(logits, defects, cfg.focal_gamma)
                accelerator.backward(focal)
                if accelerator.sync_gradients:
                    accelerator.clip_grad_norm_(net.parameters(), cfg.gradient_clip_val, optimizer)
                    accelerator.step(optimizer)
                    scheduler.step()
                    optimizer.zero_grad()
            seen += len(pies)
            focal_sum += focal.item() * len(pies)

        net.eval()
        with torch.no_grad():
            logits, targets = zip(*[(net(x), y) for x, y in valid_loader])
            f1 = label_f1(torch.cat(logits), torch.cat(targets))
        print(f"epoch {epoch}: focal {focal_sum / seen:.4f} | val F1 " +
              " ".join(f"{d}={v:.2f}" for d, v in zip(DEFECTS, f1.tolist())))
        if f1.mean() > best["f1"]:
            best = {"f1": f1.mean().item(), "blob": dump_state(net, optimizer, scheduler, epoch)}
    epoch = restore_state(best["blob"], net, optimizer, scheduler)
    print(f"best macro F1 {best['f1']:.3f} at epoch {epoch}")


def main():
    cfg = OvenConfig()
    torch.manual_seed(cfg.seed)
    torch.set_num_threads(1)
    run_training(cfg)


if __name__ == "__main__":
    main()
