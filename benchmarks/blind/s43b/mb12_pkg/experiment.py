"""run(args) for all entry points (sweep.py, `python -m mb12_pkg.experiment`)."""
import torch
import torch.nn.functional as F

from . import model, settings, warehouse

RESULTS = {}


def build_optimizer(net, args):
    opt = torch.optim.Adam(net.parameters(), lr=args.lr)
    sched = torch.optim.lr_scheduler.CosineAnnealingLR(opt, args.epochs) if args.scheduler == "cosine" else None
    return opt, sched


@torch.no_grad()
def test_errors(net, data):
    x, ids, y = data
    pred = net(x, ids)
    return {"colour_mae_ebc": 50 * (pred[:, 0] - y[:, 0]).abs().mean().item(),
            "ester_mae": (pred[:, 1] - y[:, 1]).abs().mean().item()}


def run(args, verbose=False):
    stamp = settings.param_stamp(args)
    if stamp in RESULTS:
        return RESULTS[stamp]
    torch.manual_seed(args.seed)
    train, test = warehouse.simulate(args)
    net = model.build_model(args)
    opt, sched = build_optimizer(net, args)
    x, ids, y = train
    curve = []
    for ep in range(args.epochs):
        perm = torch.randperm(len(x))
        for i in range(0, len(x), args.batch):
            b = perm[i:i + args.batch]
            opt.zero_grad()
            mse = F.mse_loss(net(x[b], ids[b]), y[b])
            mse.backward()
            opt.step()
        if sched is not None:
            sched.step()
        curve.append(mse.item())
    res = test_errors(net, test)
    res["curve"] = curve
    RESULTS[stamp] = res
    print("{:<52s} colour MAE {:8.3g} EBC   ester MAE {:8.3g}   last train mse {:.4g}".format(
        stamp, res["colour_mae_ebc"], res["ester_mae"], curve[-1]))
    return res


if __name__ == "__main__":
    torch.set_num_threads(1)
    run(settings.get_args())
