"""Task-loss weighting schemes."""
import torch
import torch.nn.functional as F

TASKS = ("temp", "co2", "vent")


def task_losses(out, target):
    return {"temp": F.mse_loss(out["temp"].squeeze(1), target[:, 0]),
            "co2": F.mse_loss(out["co2"].squeeze(1), target[:, 1]),
            "vent": F.cross_entropy(out["vent"], target[:, 2].long())}


class FixedWeights:
    def __init__(self, weights):
        self.weights = weights
        self.opt = None

    def combine(self, losses):
        return sum(self.weights[k] * losses[k] for k in TASKS)

    def describe(self):
        return " ".join("{}={:.2f}".format(k, self.weights[k]) for k in TASKS)


class UncertaintyWeights:
    """Kendall et al.: L = sum_k exp(-s_k) L_k + s_k, with s_k = log sigma_k^2 learned."""

    def __init__(self, args):
        self.log_vars = torch.zeros(len(TASKS), requires_grad=True)
        self.opt = torch.optim.Adam([self.log_vars], lr=args.weight_lr)

    def combine(self, losses):
        stacked = torch.stack([losses[k] for k in TASKS])
        return (torch.exp(-self.log_vars) * stacked + self.log_vars).sum()

    def describe(self):
        return " ".join("s_{}={:+.2f}".format(k, v) for k, v in zip(TASKS, self.log_vars.tolist()))


def make_weighting(args):
    if args.weighting == "equal":
        return FixedWeights({k: 1.0 for k in TASKS})
    elif args.weighting == "fixed":
        return FixedWeights({"temp": args.w_temp, "co2": args.w_co2, "vent": args.w_vent})
    elif args.weighting == "uncertainty":
        return UncertaintyWeights(args)
    raise ValueError(args.weighting)
