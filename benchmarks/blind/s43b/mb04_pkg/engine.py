"""Shared training driver; `python -m mb04_pkg.engine` runs the default setting only."""
import torch

from . import config, mounds, nets, weighting

CACHE = {}


def make_optimizer(net, args):
    return torch.optim.AdamW(net.parameters(), lr=args.lr, weight_decay=1e-4)


@torch.no_grad()
def test_metrics(net, data):
    x, t = data
    net.eval()
    out = net(x)
    net.train()
    temp_mae = (out["temp"].squeeze(1) - t[:, 0]).abs().mean().item() * 30
    co2_mae = (out["co2"].squeeze(1) - t[:, 1]).abs().mean().item() * 1000
    vent_acc = (out["vent"].argmax(1) == t[:, 2].long()).float().mean().item()
    return {"temp_mae_C": temp_mae, "co2_mae_ppm": co2_mae, "vent_acc": vent_acc}


def run(args, log=print):
    key = config.stamp(args)
    if key in CACHE:
        return CACHE[key]
    torch.manual_seed(args.seed)
    train, test = mounds.simulate(args)
    net = nets.make_net(args)
    net_opt = make_optimizer(net, args)
    weighter = weighting.make_weighting(args)

    x, t = train
    for epoch in range(args.epochs):
        perm = torch.randperm(len(x))
        for i in range(0, len(x), args.batch):
            idx = perm[i:i + args.batch]
            net_opt.zero_grad()
            losses = weighting.task_losses(net(x[idx]), t[idx])
            total = weighter.combine(losses)
            total.backward()
            if args.clip > 0:
                torch.nn.utils.clip_grad_norm_(net.parameters(), args.clip)
            net_opt.step()
            if weighter.opt is not None:
                weighter.opt.step()
        if epoch % 4 == 3:
            log("  ep {:2d} total {:.3f}  {}".format(epoch + 1, total.item(), weighter.describe()))
    res = test_metrics(net, test)
    res["weights"] = weighter.describe()
    CACHE[key] = res
    return res


if __name__ == "__main__":
    torch.set_num_threads(1)
    print(run(config.get_args()))
