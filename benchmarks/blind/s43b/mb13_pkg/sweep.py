"""python -m mb13_pkg.sweep : scratch vs linear probe vs fine-tuning, two heads."""
import torch

from . import cli
from .training import run


def main(argv=None):
    torch.set_num_threads(1)
    args = cli.get_args(argv)
    table = {}
    for transfer in ("scratch", "probe", "finetune"):
        args.transfer = transfer
        table[transfer] = run(args)
    args.head = "mlp"
    table["finetune/mlp"] = run(args)
    args.head = "linear"
    args.bias_from_data = True
    for tm in (0.1, 1.0):
        args.trunk_lr_mult = tm
        table["finetune/bias/tm{}".format(tm)] = run(args)
    return args, table


if __name__ == "__main__":
    main()
