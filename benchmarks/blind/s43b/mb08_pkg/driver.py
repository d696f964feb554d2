"""run(args) used by the sweep and by `python -m mb08_pkg.driver`."""
import torch

from . import geomag, models, trainer
from .params import get_param_stamp, parse

RESULTS = {}


def get_optimizer(model, args):
    if args.encoder == "gru":
        return torch.optim.Adam(model.parameters(), lr=args.lr)
    return torch.optim.AdamW(model.parameters(), lr=args.lr, weight_decay=1e-3)


def run(args, verbose=True):
    stamp = get_param_stamp(args)
    if stamp in RESULTS:
        return RESULTS[stamp]
    torch.manual_seed(args.seed)
    train, test = geomag.windows(args)
    model = models.build_model(args)
    opt = get_optimizer(model, args)
    for ep in range(args.epochs):
        st = trainer.train_epoch(model, opt, train, args)
        if verbose:
            print("  {} ep {}: {}".format(stamp[:40], ep + 1, " ".join("{}={:.3f}".format(k, v) for k, v in st.items())))
    RESULTS[stamp] = trainer.evaluate(model, test, args)
    return RESULTS[stamp]


if __name__ == "__main__":
    torch.set_num_threads(1)
    print(run(parse()))
