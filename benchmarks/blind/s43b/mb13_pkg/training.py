"""Optimizers, fitting, and the shared run(args) driver."""
import torch
from torch import nn
import torch.nn.functional as F

from . import networks, roofs
from .cli import checkattr, param_stamp

RESULTS = {}
MODELS = {}


def make_optimizer(net, args):
    if args.transfer == "finetune":
        groups = [{"params": net.trunk.parameters(), "lr": args.lr * args.trunk_lr_mult},
                  {"params": net.head.parameters(), "lr": args.lr}]
        return torch.optim.Adam(groups)
    return torch.optim.Adam([p for p in net.parameters() if p.requires_grad], lr=args.lr)


def fit(net, opt, data, epochs, batch=32):
    x, y = data
    for _ in range(epochs):
        perm = torch.randperm(len(x))
        for i in range(0, len(x), batch):
            b = perm[i:i + batch]
            opt.zero_grad()
            F.mse_loss(net(x[b]), y[b]).backward()
            opt.step()


@torch.no_grad()
def mae_percent(net, data):
    x, y = data
    return 10 * (net(x) - y).abs().mean().item()


def run(args):
    stamp = param_stamp(args)
    if stamp in RESULTS:
        return RESULTS[stamp]
    torch.manual_seed(args.seed)
    reed, straw_tr, straw_te = roofs.get_data(args)
    net = networks.ThatchNet(len(roofs.FEATURES), args.hidden, args.head)

    if args.transfer != "scratch":
        fit(net, torch.optim.Adam(net.parameters(), lr=args.lr), reed, args.pre_epochs)
        net.head = networks.HEADS[args.head](args.hidden)        # fresh head for the straw roofs
        if args.transfer == "probe":
            for p in net.trunk.parameters():
                p.requires_grad_(False)
    if checkattr(args, "bias_from_data"):
        out = networks.output_layer(net.head)
        out.bias = nn.Parameter(straw_tr[1].mean(0).clone())

    opt = make_optimizer(net, args)
    fit(net, opt, straw_tr, args.epochs)
    RESULTS[stamp] = {"mae_pct": mae_percent(net, straw_te)}
    MODELS[stamp] = net
    print("{:<72s} straw test MAE {:.2f} % moisture".format(stamp, RESULTS[stamp]["mae_pct"]))
    return RESULTS[stamp]


if __name__ == "__main__":
    from .cli import get_args
    torch.set_num_threads(1)
    run(get_args())
