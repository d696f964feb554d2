import torch
import torch.nn.functional as F

from .arm import simulate
from .tbptt import inverse_epoch, world_model_epoch
from .world import ArmWorldModel, InverseDynamics

SETUP = {"chunk": 16, "epochs": 10, "lr_world": 2e-3, "lr_inverse": 1e-3}


@torch.no_grad()
def open_loop_error(world, obs, act, horizon=20):
    """Feed observations for the first half, then roll the model on its own predictions."""
    world.eval()
    h = world.initial_state(obs.size(0))
    _, h = world(obs[:, :20], act[:, :20], h)
    o, errs = obs[:, 20], []
    for t in range(20, 20 + horizon):
        pred, h = world(o.unsqueeze(1), act[:, t:t + 1], h)
        o = pred[:, 0]
        errs.append(F.mse_loss(o, obs[:, t + 1]).item())
    world.train()
    return sum(errs) / len(errs)


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    obs, act = simulate(seed=0)
    val_obs, val_act = simulate(n_traj=16, seed=1)
    models = {"world": ArmWorldModel(), "inverse": InverseDynamics()}
    optims = {"world": torch.optim.Adam(models["world"].parameters(), lr=SETUP["lr_world"]),
              "inverse": torch.optim.Adam(models["inverse"].parameters(), lr=SETUP["lr_inverse"])}
    print(f"open-loop error before: {open_loop_error(models['world'], val_obs, val_act):.4f}")
    for epoch in range(SETUP["epochs"]):
        wm = world_model_epoch(models["world"], optims["world"], obs, act, SETUP["chunk"])
        inv = inverse_epoch(models["inverse"], optims["inverse"], obs, act)
        if epoch % 3 == 0 or epoch == SETUP["epochs"] - 1:
            print(f"epoch {epoch}: world {wm:.5f} inverse {inv:.4f} "
                  f"open-loop {open_loop_error(models['world'], val_obs, val_act):.4f}")


if __name__ == "__main__":
    main()
