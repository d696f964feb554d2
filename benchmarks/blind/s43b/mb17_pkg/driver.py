"""run(args): build classifier, objective and optimizer from flags; train; report F1."""
import functools

import torch
import torch.nn.functional as F

from . import classifier, flags, metrics, walls

RESULTS = {}


def focal_loss(logits, target, gamma):
    bce = F.binary_cross_entropy_with_logits(logits, target, reduction="none")
    p_t = torch.exp(-bce)
    return ((1 - p_t) ** gamma * bce).mean()


def make_objective(args):
    if args.objective == "bce":
        return F.binary_cross_entropy_with_logits
    elif args.objective == "weighted-bce":
        return functools.partial(F.binary_cross_entropy_with_logits, pos_weight=torch.tensor([args.pos_weight]))
    elif args.objective == "focal":
        return functools.partial(focal_loss, gamma=args.gamma)
    elif args.objective == "soft-f1":
        return lambda logits, target: 1.0 - metrics.soft_f1(logits, target)
    raise ValueError(args.objective)


def make_optimizer(net, args):
    if args.model == "logreg":
        return torch.optim.LBFGS(net.parameters(), lr=1.0, max_iter=10, line_search_fn="strong_wolfe")
    return torch.optim.Adam(net.parameters(), lr=args.lr, weight_decay=1e-4)


def run(args):
    stamp = flags.param_stamp(args)
    if stamp in RESULTS:
        return RESULTS[stamp]
    torch.manual_seed(args.seed)
    (x, y), (xv, yv) = walls.survey(args)
    net = classifier.build_classifier(args)
    objective = make_objective(args)
    opt = make_optimizer(net, args)
    for ep in range(args.epochs):
        perm = torch.randperm(len(x))
        for i in range(0, len(x), args.batch):
            b = perm[i:i + args.batch]

            def closure():
                opt.zero_grad()
                value = objective(net(x[b]), y[b])
                value.backward()
                return value

            opt.step(closure)
    net.eval()
    with torch.no_grad():
        logits = net(xv)
        best_f1, best_t = max((metrics.f1_from(*metrics.confusion(logits, yv, t)), t) for t in (0.2, 0.3, 0.4, 0.5))
        res = {"f1@0.5": metrics.f1_from(*metrics.confusion(logits, yv)), "best_f1": best_f1, "best_t": best_t,
               "soft_f1": metrics.soft_f1(logits, yv).item()}
    RESULTS[stamp] = res
    print("{:<56s} F1@0.5 {:.3f}  best F1 {:.3f} (t={})".format(stamp, res["f1@0.5"], best_f1, best_t))
    return res


if __name__ == "__main__":
    torch.set_num_threads(1)
    run(flags.get_args())
