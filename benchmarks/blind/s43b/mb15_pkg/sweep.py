"""python -m mb15_pkg.sweep : scratch vs masked pretraining, fine-tune vs linear probe."""
import torch

from . import arguments
from .experiment import ENCODER_DRIFT, run


def main():
    torch.set_num_threads(1)
    args = arguments.parse()
    args.pretrain, args.protocol = "none", "finetune"
    run(args)
    args.pretrain = "masked"
    for rate in (0.15, 0.4):
        args.mask_rate = rate
        run(args)
    args.protocol = "linear"
    for rate in (0.15, 0.4):
        args.mask_rate = rate
        run(args)
    print("\nencoder change during the downstream stage (max |dW|):")
    for k, v in ENCODER_DRIFT.items():
        print("  {:<64s} {:.4f}".format(k, v))


if __name__ == "__main__":
    main()
