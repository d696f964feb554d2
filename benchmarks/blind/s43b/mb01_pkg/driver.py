"""Shared driver: run(args) trains one configuration over all contexts and returns accuracies."""
import time

import torch
import torch.nn.functional as F

from . import nets, replay, wingbeats
from .options import checkattr, param_stamp

RESULTS = {}


def build_optimizer(params, args, lr=None):
    lr = args.lr if lr is None else lr
    if args.optimizer == "adam":
        return torch.optim.Adam(params, lr=lr, betas=(0.9, 0.999))
    elif args.optimizer == "sgd":
        return torch.optim.SGD(params, lr=lr, momentum=0.9)
    raise ValueError(args.optimizer)


def build_gan_optimizers(gen, disc, args):
    return {"gen": torch.optim.Adam(gen.parameters(), lr=args.g_lr, betas=(0.5, 0.999)),
            "disc": torch.optim.Adam(disc.parameters(), lr=args.g_lr, betas=(0.5, 0.999))}


@torch.no_grad()
def test_acc(model, x, y, active_classes):
    model.eval()
    logits = model(x)[:, :active_classes]
    model.train()
    return (logits.argmax(1) == y).float().mean().item()


def run(args, verbose=True):
    stamp = param_stamp(args)
    if stamp in RESULTS:
        return RESULTS[stamp]
    log = print if verbose else (lambda *a: None)
    torch.manual_seed(args.seed)
    rng = torch.Generator().manual_seed(args.seed)
    t0 = time.time()

    contexts = wingbeats.make_contexts(args)
    model = nets.define_classifier(args)
    solver_opt = build_optimizer(model.parameters(), args)
    memory = None
    if args.replay == "exact":
        memory = replay.ExactMemory(args.budget)

    log("--> " + stamp)
    for t, ctx in enumerate(contexts):
        x, y = ctx["train"]
        loader = wingbeats.batches(x, y, args.batch, rng)
        active = 2 * (t + 1)
        for it in range(args.iters):
            xb, yb = next(loader)
            if memory is not None and t > 0:
                xr, yr = memory.sample(args.batch, rng)
                xb, yb = torch.cat([xb, xr]), torch.cat([yb, yr])
            logits = model(xb)[:, :active]
            ce = F.cross_entropy(logits, yb)
            solver_opt.zero_grad()
            ce.backward()
            solver_opt.step()
        log("  context {}: train ce {:.3f}".format(t + 1, ce.item()))

        if args.replay == "exact":
            memory.add(x, y, ctx["classes"])
        elif args.replay == "generative":
            if memory is None:
                gen, disc = nets.define_replay_gan(args)
                gan_opts = build_gan_optimizers(gen, disc, args)
                memory = replay.GenerativeMemory(gen, args)
            if checkattr(args, "gan_on_replay") and t > 0:
                x_old, y_old = memory.sample(len(y), rng)
                x, y = torch.cat([x, x_old]), torch.cat([y, y_old])
            replay.fit_replay_gan(memory.gen, disc, gan_opts, wingbeats.batches(x, y, args.batch, rng), args, log)
            memory.seen.extend(ctx["classes"])

    accs = [test_acc(model, *c["test"], args.classes) for c in contexts]
    out = {"acc": accs, "avg": sum(accs) / len(accs), "time": time.time() - t0}
    RESULTS[stamp] = out
    return out
