import torch

from .dist_helpers import DDPContainer, get_dist_info, unwrap_model
from .engine import StepRunner
from .felt import partition, yurt_hours
from .optim_factory import build_optimizer
from .thermal_net import NextHourTemp

CFG = {"lr": 3e-3, "wd": 1e-4, "epochs": 4, "batch": 64}


def main():
    torch.manual_seed(0)
    info = get_dist_info()
    x, y = partition(*yurt_hours(2000, seed=1), info)
    model = DDPContainer(NextHourTemp(), info)
    runner = StepRunner(model, build_optimizer(model, CFG), info, log_every=25)
    for epoch in range(CFG["epochs"]):
        perm = torch.randperm(x.shape[0])
        losses = [runner.train_step(x[b], y[b]) for b in perm.split(CFG["batch"])]
        if info.rank == 0:
            print(f"epoch {epoch} mean mse {sum(losses) / len(losses):.4f}")
    if info.rank == 0:
        print("saving", len(unwrap_model(model).state_dict()), "tensors")


if __name__ == "__main__":
    main()
