import math

import torch
import torch.nn.functional as F

from .accelerator import Accelerator, warmup_cosine
from .callbacks import FeatureSaliency, LossHistory
from .config import TrainConfig
from .model import StrikeModel
from .tower import METHODS, NUMERIC, loaders


def main(cfg=TrainConfig()):
    torch.manual_seed(cfg.seed)
    torch.set_num_threads(1)
    train_loader, val_loader = loaders(cfg)
    net = StrikeModel(len(NUMERIC), cfg.n_bells, cfg.n_ringers, len(METHODS))
    opt = torch.optim.AdamW(net.parameters(), lr=cfg.optim.lr, weight_decay=cfg.optim.weight_decay)
    total = cfg.epochs * math.ceil(len(train_loader) / cfg.grad_accum)
    sched = warmup_cosine(opt, cfg.optim.warmup_steps, total)
    accel = Accelerator(cfg.grad_accum, cfg.mixed_precision)
    net, opt, train_loader = accel.prepare(net, opt, train_loader)
    saliency = FeatureSaliency(NUMERIC, [("bell", 4), ("ringer", 6), ("method", 3)])
    history = LossHistory()
    callbacks = [history, saliency]
    checkpoints = []

    for epoch in range(cfg.epochs):
        net.train()
        saliency.reset()
        for numeric, bell, ringer, method, error in train_loader:
            with accel.accumulate(net):
                with accel.autocast():
                    out = net(numeric, bell, ringer, method)
                loss = F.mse_loss(out["error"].float(), error)
                accel.backward(loss)
                for cb in callbacks:
                    cb.on_after_backward(out)
                if accel.sync_gradients:
                    accel.clip_grad_norm_(net.parameters(), cfg.optim.max_grad_norm, opt)
                    accel.step(opt)
                    sched.step()
                    opt.zero_grad(set_to_none=True)
            history.log(loss.item())
        net.eval()
        with torch.no_grad():
            abs_ms = sum((net(*b[:4])["error"] - b[4]).abs().sum().item() for b in val_loader) * 30 / cfg.n_val
        recent = history.values[-len(train_loader):]
        print(f"epoch {epoch}: train mse {sum(recent) / len(recent):.4f} | val striking MAE {abs_ms:.1f} ms "
              f"| most salient: {saliency.report()}")
        if (epoch + 1) % cfg.checkpoint_every == 0:
            checkpoints.append(accel.save_state(net=net, opt=opt, sched=sched))
    print(f"{len(checkpoints)} checkpoints kept")


if __name__ == "__main__":
    main()
