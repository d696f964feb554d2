import torch
import torch.nn.functional as F

from .booster import Booster
from .liftnet import LiftNet
from .options import Options
from .postprocess import to_vario
from .soundings import FIELDS, split


def build(opts, mean, std):
    net = LiftNet(len(FIELDS), mean, std)
    opt = torch.optim.Adam(net.parameters(), lr=opts.lr)
    w, d = opts.sched.warmup_steps, opts.sched.decay
    sched = torch.optim.lr_scheduler.LambdaLR(opt, lambda s: (s + 1) / w if s < w else d ** ((s - w) / 10))
    booster = Booster(opts.accumulation_steps, opts.mixed_precision)
    net, opt, sched = booster.prepare(net, opt, sched)
    return net, opt, sched, booster


def one_epoch(opts, net, opt, sched, booster, data, g):
    x, vario = data
    net.train()
    total, steps = 0.0, 0
    for idx in torch.randperm(len(x), generator=g).split(opts.micro_batch):
        with booster.accumulate(net):
            with booster.autocast():
                lift = net(x[idx])
            reading = to_vario(lift.float(), x[idx, 7])
            loss = F.huber_loss(reading, vario[idx], delta=1.0)
            booster.backward(loss)
            if booster.sync_gradients:
                booster.clip_grad_norm_(net.parameters(), opts.clip_norm, opt)
                booster.step(opt)
                sched.step()
                opt.zero_grad(set_to_none=True)
        total += loss.item()
        steps += 1
    return total / steps


@torch.no_grad()
def vario_mae(net, data):
    net.eval()
    x, vario = data
    return (to_vario(net(x), x[:, 7]) - vario).abs().mean().item()


def main(opts=Options()):
    torch.manual_seed(opts.seed)
    torch.set_num_threads(1)
    train, val, (mean, std) = split(opts)
    g = torch.Generator().manual_seed(opts.seed)
    net, opt, sched, booster = build(opts, mean, std)
    blob = None
    for epoch in range(opts.epochs):
        if epoch == opts.resume_epoch and blob is not None:
            net, opt, sched, booster = build(opts, mean, std)
            print(f"resuming at epoch {booster.load(blob, net, opt, sched)}")
        loss = one_epoch(opts, net, opt, sched, booster, train, g)
        print(f"epoch {epoch}: train huber {loss:.4f} | val vario MAE {vario_mae(net, val):.3f} m/s "
              f"| lr {sched.get_last_lr()[0]:.2e}")
        blob = booster.save(net, opt, sched, epoch)


if __name__ == "__main__":
    main()
