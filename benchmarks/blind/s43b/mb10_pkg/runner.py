"""run(args), shared by sweep.py and `python -m mb10_pkg.runner`."""
import torch
import torch.nn.functional as F

from . import constraints, net, opts, survey

CACHE = {}


def make_optim(model, args):
    if args.optim == "sgd":
        return torch.optim.SGD(model.parameters(), lr=args.lr, momentum=0.9, nesterov=True)
    elif args.optim == "adam":
        return torch.optim.Adam(model.parameters(), lr=args.lr)
    raise ValueError(args.optim)


@torch.no_grad()
def scores(model, data):
    x, y = data
    model.eval()
    p = torch.sigmoid(model(x))
    model.train()
    pred = (p > 0.5).float()
    tp = (pred * y).sum().item()
    prec = tp / max(pred.sum().item(), 1)
    rec = tp / max(y.sum().item(), 1)
    return {"acc": (pred == y).float().mean().item(), "f1": 2 * prec * rec / max(prec + rec, 1e-8)}


def run(args, verbose=False):
    stamp = opts.param_stamp(args)
    if stamp in CACHE:
        return CACHE[stamp]
    torch.manual_seed(args.seed)
    train, test = survey.simulate(args)
    model = net.define_net(args)
    optim = make_optim(model, args)
    pos_weight = torch.tensor([args.pos_weight])
    x, y = train
    for ep in range(args.epochs):
        perm = torch.randperm(len(x))
        for i in range(0, len(x), args.batch):
            b = perm[i:i + args.batch]
            optim.zero_grad()
            bce = F.binary_cross_entropy_with_logits(model(x[b]), y[b], pos_weight=pos_weight)
            bce.backward()
            optim.step()
            constraints.apply_constraints(model, args)
        if verbose:
            print("  ep {:2d} bce {:.3f} max row norm {:.2f}".format(ep, bce.item(), constraints.max_row_norm(model)))
    CACHE[stamp] = scores(model, test)
    print("{:<70s} acc {:.3f} f1 {:.3f}".format(stamp, CACHE[stamp]["acc"], CACHE[stamp]["f1"]))
    return CACHE[stamp]


if __name__ == "__main__":
    torch.set_num_threads(1)
    print(run(opts.get_args(), verbose=True))
