"""run(args) shared by the sweep and by `python -m mb05_pkg.driver`."""
import itertools

import torch

from . import adapt, nets, options, paddies

RESULTS = {}


def build(args):
    models = {"enc": nets.encoder(args), "reg": nets.regressor(args)}
    main_params = itertools.chain(models["enc"].parameters(), models["reg"].parameters())
    opts = {"main": torch.optim.Adam(main_params, lr=args.lr)}
    if args.adapt == "adversarial":
        models["critic"] = nets.critic(args)
        opts["critic"] = torch.optim.Adam(models["critic"].parameters(), lr=args.critic_lr, betas=(0.5, 0.9))
    return models, opts


def run(args, verbose=True):
    stamp = options.param_stamp(args)
    if stamp in RESULTS:
        return RESULTS[stamp]
    data = paddies.domains(args)
    models, opts = build(args)
    step = adapt.STEPS[args.adapt]
    xs, ys = data["src"]
    xt, _ = data["tgt_train"]
    for ep in range(args.epochs):
        ps, pt = torch.randperm(len(xs)), torch.randperm(len(xt))
        for i in range(0, min(len(xs), len(xt)) - args.batch + 1, args.batch):
            stats = step(models, opts, xs[ps[i:i + args.batch]], ys[ps[i:i + args.batch]],
                         xt[pt[i:i + args.batch]], args)
        if verbose and ep % 2 == 1:
            print("  [{}] ep {} ".format(args.adapt, ep + 1) + " ".join("{} {:.4g}".format(k, v) for k, v in stats.items()))
    with torch.no_grad():
        xq, yq = data["tgt_test"]
        mae_cm = (models["reg"](models["enc"](xq)) - yq).abs().mean().item() * 10
        src_mae_cm = (models["reg"](models["enc"](xs)) - ys).abs().mean().item() * 10
    RESULTS[stamp] = {"target_mae_cm": mae_cm, "source_mae_cm": src_mae_cm}
    return RESULTS[stamp]


if __name__ == "__main__":
    torch.set_num_threads(1)
    print(run(options.get_args()))
