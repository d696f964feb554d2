import torch
import torch.nn.functional as F

from .cfg import ExperimentConfig
from .constraints import WeightEMA, project_monotone
from .harness import Accelerator, load_training_state, save_training_state
from .inkdata import FREE, MONOTONE, batches, split
from .model import FeatherNet


def build(cfg, base_rate):
    net = FeatherNet(len(MONOTONE), len(FREE), base_rate=base_rate)
    opt = torch.optim.Adam(net.parameters(), lr=cfg.lr)
    sched = torch.optim.lr_scheduler.LambdaLR(opt, lambda s: min(1.0, (s + 1) / cfg.warmup))
    accel = Accelerator(cfg.accumulation, cfg.amp)
    net, opt = accel.prepare(net, opt)
    return net, opt, sched, accel, WeightEMA(net, cfg.ema_decay)


def fit_epoch(cfg, net, opt, sched, accel, ema, x, y, gen):
    net.train()
    bce_sum, n = 0.0, 0
    for xb, yb in batches(x, y, cfg.micro_batch, gen):
        with accel.accumulate(net):
            with accel.autocast():
                logits = net(xb).float()
            bce = F.binary_cross_entropy_with_logits(logits, yb)
            accel.backward(bce)
            if accel.sync_gradients:
                accel.clip_grad_norm_(net.parameters(), cfg.grad_clip, opt)
                accel.step(opt)
                sched.step()
                opt.zero_grad(set_to_none=True)
                with torch.no_grad():
                    project_monotone(net)
                    ema.update(net)
        bce_sum += bce.item() * len(yb)
        n += len(yb)
    return bce_sum / n


@torch.no_grad()
def accuracy(net, x, y):
    return ((net(x) > 0).float() == y).float().mean().item()


def main(cfg=ExperimentConfig()):
    torch.manual_seed(cfg.seed)
    torch.set_num_threads(1)
    (x, y), (x_test, y_test) = split(cfg)
    base_rate = y.mean().item()
    print(f"{len(y)} training swatches, feathering rate {base_rate:.2f}")
    net, opt, sched, accel, ema = build(cfg, base_rate)
    gen = torch.Generator().manual_seed(cfg.seed)
    blob = None
    for epoch in range(cfg.epochs):
        if epoch == cfg.crash_after_epoch + 1:
            net, opt, sched, accel, ema = build(cfg, base_rate)
            load_training_state(blob, net=net, opt=opt, sched=sched, ema=ema, scaler=accel.scaler)
            print(f"resumed from the epoch-{cfg.crash_after_epoch} checkpoint")
        bce = fit_epoch(cfg, net, opt, sched, accel, ema, x, y, gen)
        print(f"epoch {epoch}: bce {bce:.4f} | test acc {accuracy(net, x_test, y_test):.3f} "
              f"(ema {accuracy(ema.shadow, x_test, y_test):.3f}) | min monotone weight "
              f"{net.mono.weight.min().item():.3f}")
        blob = save_training_state(net=net, opt=opt, sched=sched, ema=ema, scaler=accel.scaler)
    leaves = all(p.is_leaf for p in net.parameters())
    print(f"all parameters still leaves: {leaves}; head bias {net.head.bias.item():+.3f}")


if __name__ == "__main__":
    main()
