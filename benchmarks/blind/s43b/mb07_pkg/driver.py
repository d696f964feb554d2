"""run(args): optional augmentation, then fit the catch-distance regressor."""
import torch
import torch.nn.functional as F

from . import flights, nets, steps
from .utils import param_stamp

MEMO = {}


def fit_gan(real_rows, args, log):
    gen = nets.RowGenerator(args.z_dim, args.gan_hidden)
    critic = nets.row_critic(args.gan_hidden)
    opts = {"gen": torch.optim.Adam(gen.parameters(), lr=args.gan_lr, betas=(0.5, 0.999)),
            "critic": torch.optim.Adam(critic.parameters(), lr=args.gan_lr, betas=(0.5, 0.999))}
    for it in range(args.gan_iters):
        idx = torch.randint(0, len(real_rows), (64,))
        c, g = steps.gan_iteration(gen, critic, opts, real_rows[idx])
        if it % 100 == 0:
            log("    gan it {:3d}  critic {:.3f}  gen {:.3f}".format(it, c, g))
    return gen


def augment(x, y, args, log):
    if args.augment == "none":
        return x, y
    elif args.augment == "jitter":
        idx = torch.randint(0, len(x), (args.synthetic,))
        xs = x[idx] + args.jitter * torch.randn(args.synthetic, x.shape[1])
        return torch.cat([x, xs]), torch.cat([y, y[idx]])
    elif args.augment == "gan":
        gen = fit_gan(torch.cat([x, y], 1), args, log)
        xs, ys = gen.synthesize(args.synthetic)
        return torch.cat([x, xs]), torch.cat([y, ys])
    raise ValueError(args.augment)


def run(args, log=print):
    stamp = param_stamp(args)
    if stamp in MEMO:
        return MEMO[stamp]
    torch.manual_seed(args.seed)
    (x, y), (xt, yt) = flights.datasets(args)
    x, y = augment(x, y, args, log)
    reg = nets.regressor(args)
    opt = torch.optim.Adam(reg.parameters(), lr=args.lr, weight_decay=1e-4)
    for ep in range(args.reg_epochs):
        perm = torch.randperm(len(x))
        for i in range(0, len(x), 32):
            b = perm[i:i + 32]
            opt.zero_grad()
            F.mse_loss(reg(x[b]), y[b]).backward()
            opt.step()
    with torch.no_grad():
        err_m = (flights.to_metres(reg(xt)) - flights.to_metres(yt)).abs().mean().item()
    MEMO[stamp] = {"stamp": stamp, "mae_m": err_m, "n_train": len(x)}
    return MEMO[stamp]
