"""run(args): train sequentially on all typewriters with the chosen method."""
import torch
import torch.nn.functional as F

from . import keystrokes, models, regularizers
from .options import get_param_stamp

_CACHE = {}


def make_optimizer(model, args):
    return torch.optim.SGD(model.parameters(), lr=args.lr, momentum=0.9)


def reset_grads(opt):
    opt.zero_grad(set_to_none=True)


def train_context(model, opt, data, reg, args, gen):
    x, y = data
    for it in range(args.iters):
        xb, yb = keystrokes.sample(x, y, args.batch, gen)
        reset_grads(opt)
        ce = F.cross_entropy(model(xb), yb)
        objective = ce if reg is None else ce + reg.penalty(model)
        objective.backward()
        if isinstance(reg, regularizers.SI):
            reg.before_step(model)
        opt.step()
        if isinstance(reg, regularizers.SI):
            reg.after_step(model)
    return ce.item()


def run(args, verbose=False):
    stamp = get_param_stamp(args)
    if stamp in _CACHE:
        return _CACHE[stamp]
    torch.manual_seed(args.seed)
    gen = torch.Generator().manual_seed(args.seed)
    contexts = keystrokes.get_contexts(args)
    model = models.define_model(args)
    opt = make_optimizer(model, args)

    if args.method == "ewc":
        reg = regularizers.EWC(args)
    elif args.method == "si":
        reg = regularizers.SI(model, args)
    else:
        reg = None

    if args.method == "joint":
        x = torch.cat([c[0][0] for c in contexts])
        y = torch.cat([c[0][1] for c in contexts])
        for _ in range(args.machines):
            train_context(model, opt, (x, y), None, args, gen)
    else:
        for m, (train, _) in enumerate(contexts):
            ce = train_context(model, opt, train, reg, args, gen)
            if verbose:
                print("  [{}] typewriter {}: ce {:.3f}".format(args.method, m + 1, ce))
            if args.method == "ewc":
                reg.estimate_fisher(model, *train, gen)
            elif args.method == "si":
                reg.consolidate(model)

    with torch.no_grad():
        accs = [models.evaluate(model, *test) for _, test in contexts]
    result = {"stamp": stamp, "accs": accs, "mean": sum(accs) / len(accs)}
    _CACHE[stamp] = result
    return result
