import math

import torch
import torch.nn.functional as F

from .accel import Accelerator
from .batches import freezer_runs
from .factory import build_model, build_optimizer, build_scheduler
from .settings import Settings


def train_epoch(s, accel, net, opt, sched, data):
    x, fam, mach, y = data
    net.train()
    tot, n = 0.0, 0
    for idx in torch.randperm(len(x)).split(s.micro_batch):
        with accel.accumulate(net):
            with accel.autocast():
                pred = net(x[idx], fam[idx], mach[idx])
            loss = F.mse_loss(pred.float(), y[idx])
            accel.backward(loss)
            if accel.sync_gradients:
                accel.clip_grad_norm_(net.parameters(), s.optim.clip, opt)
                accel.step(opt)
                sched.step()
                opt.zero_grad(set_to_none=True)
        tot += loss.item() * len(idx)
        n += len(idx)
    return tot / n


@torch.no_grad()
def val_metrics(net, data):
    net.eval()
    x, fam, mach, y = data
    err = (net(x, fam, mach) - y).abs()
    return {"overrun_mae_pct": 15 * err[:, 0].mean().item(), "melt_mae": err[:, 1].mean().item(),
            "sorbet_overrun_mae_pct": 15 * err[fam == 3, 0].mean().item()}


def setup(s, n_in, n_train):
    net = build_model(s, n_in)
    opt = build_optimizer(net, s.optim)
    total = s.epochs * math.ceil(n_train / s.micro_batch / s.accumulation)
    sched = build_scheduler(opt, s.optim, total)
    accel = Accelerator(s.accumulation, s.amp)
    net, opt = accel.prepare(net, opt)
    return net, opt, sched, accel


def main(s=Settings()):
    torch.manual_seed(s.seed)
    torch.set_num_threads(1)
    x, fam, mach, y = freezer_runs(s.n_batches, torch.Generator().manual_seed(s.seed))
    v = s.n_val
    train, val = (x[v:], fam[v:], mach[v:], y[v:]), (x[:v], fam[:v], mach[:v], y[:v])
    net, opt, sched, accel = setup(s, x.shape[1], len(train[0]))
    owned = {id(p) for g in opt.param_groups for p in g["params"]}
    print(f"optimizer owns {sum(id(p) in owned for p in net.parameters())}/{len(list(net.parameters()))} tensors")
    saved = None
    for epoch in range(s.epochs):
        mse = train_epoch(s, accel, net, opt, sched, train)
        m = val_metrics(net, val)
        print(f"epoch {epoch}: train mse {mse:.4f} | overrun MAE {m['overrun_mae_pct']:.2f} pts "
              f"(sorbet {m['sorbet_overrun_mae_pct']:.2f}) | meltdown MAE {m['melt_mae']:.3f} g/min")
        if epoch == s.save_at_epoch:
            saved = accel.save_state(net, opt, sched, epoch)
    net, opt, sched, accel = setup(s, x.shape[1], len(train[0]))
    epoch = accel.load_state(saved, net, opt, sched)
    m = val_metrics(net, val)
    print(f"reloaded epoch-{epoch} checkpoint: overrun MAE {m['overrun_mae_pct']:.2f} pts")
    offsets = torch.stack(list(accel.unwrap_model(net).machine_offset))[:, 0] * 15
    print("learned freezer overrun offsets:", " ".join(f"{o:+.1f}" for o in offsets.tolist()))


if __name__ == "__main__":
    main()
