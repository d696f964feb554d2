import torch
import torch.nn.functional as F

from .distrib import DDPModule, all_reduce_grads, current_group, reduce_scalar, unwrap_model
from .evaluation import evaluate
from .judge_net import PointsLostNet
from .trials import rank_batches, trial_runs


def main(epochs=6, batch=64, lr=2e-2):
    torch.manual_seed(0)
    group = current_group()
    x, y = trial_runs(2500, seed=1)
    vx, vy = trial_runs(500, seed=2)
    judge = DDPModule(PointsLostNet(), group)
    opt = torch.optim.Adam(judge.parameters(), lr=lr)
    sched = torch.optim.lr_scheduler.StepLR(opt, step_size=3, gamma=0.3)
    best = float("inf")
    for epoch in range(epochs):
        judge.train()
        seen, running = 0, 0.0
        for xb, yb in rank_batches(x, y, batch, group.rank, group.world_size, epoch):
            opt.zero_grad(set_to_none=True)
            mse = F.mse_loss(judge(xb), yb)
            mse.backward()
            all_reduce_grads(judge)
            opt.step()
            running += reduce_scalar(mse.item(), group) * xb.shape[0]
            seen += xb.shape[0]
        sched.step()
        if group.rank == 0:
            with torch.inference_mode():
                mae, rmse = evaluate(judge, vx, vy)
            if mae < best:
                best = mae
                best_state = {k: v.clone() for k, v in unwrap_model(judge).state_dict().items()}
            print(f"epoch {epoch} train mse {running / seen:.2f} val MAE {mae:.2f} RMSE {rmse:.2f}")
    if group.rank == 0:
        print(f"best val MAE {best:.2f} ({len(best_state)} tensors kept)")


if __name__ == "__main__":
    main()
