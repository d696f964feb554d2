import torch
import torch.nn.functional as F
from torch.optim.swa_utils import AveragedModel, get_ema_multi_avg_fn

from .data import race_legs
from .export import export_for_inference
from .model import LegSpeedNet
from .predict import evaluate, plan_checkpoints

CFG = {"n_train": 4000, "epochs": 10, "batch_size": 64, "lr": 2e-3, "ema": 0.995}


def main(cfg=CFG):
    torch.manual_seed(0)
    torch.set_num_threads(1)
    x, y, _ = race_legs(cfg["n_train"])
    x_va, y_va, _ = race_legs(800, seed=1)
    model = LegSpeedNet(x.size(1))
    ema = AveragedModel(model, multi_avg_fn=get_ema_multi_avg_fn(cfg["ema"]))
    opt = torch.optim.Adam(model.parameters(), lr=cfg["lr"])
    sched = torch.optim.lr_scheduler.StepLR(opt, step_size=4, gamma=0.5)

    mae, within = evaluate(export_for_inference(model), x_va, y_va)
    print(f"untrained: mae {mae:.2f} km/h, within 1 km/h {100 * within:.0f} %")
    g = torch.Generator().manual_seed(2)
    for epoch in range(cfg["epochs"]):
        model.train()
        perm = torch.randperm(len(x), generator=g)
        for i in range(0, len(x), cfg["batch_size"]):
            idx = perm[i:i + cfg["batch_size"]]
            loss = F.mse_loss(model(x[idx]), y[idx])
            opt.zero_grad()
            loss.backward()
            opt.step()
            ema.update_parameters(model)
        sched.step()
        frozen = export_for_inference(ema.module)
        mae, within = evaluate(frozen, x_va, y_va)
        print(f"epoch {epoch + 1:2d}: EMA mae {mae:.2f} km/h, within 1 km/h {100 * within:.0f} %")

    legs, _, distance = race_legs(8, seed=3)
    speed, eta = plan_checkpoints(frozen, legs, distance)
    for k in range(len(legs)):
        print(f"  leg {k + 1}: {distance[k].item():5.1f} km at {speed[k].item():5.2f} km/h, "
              f"arrive +{eta[k].item():5.1f} h")


if __name__ == "__main__":
    main()
