import torch

from .callbacks import ClearGradients, ClipGradients, OptimizerStep, WarmRestarts
from .dyelots import RECIPE, lots
from .loop import Run
from .recipe_net import RecipeNet


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    gen = torch.Generator().manual_seed(29)
    x, y = lots(5000, gen)
    xt, yt = lots(1500, gen)
    net = RecipeNet(len(RECIPE))
    opt = torch.optim.SGD(net.parameters(), lr=0.05, momentum=0.9, weight_decay=1e-4)
    callbacks = [
        ClipGradients(max_norm=1.0),
        OptimizerStep(),
        ClearGradients(priority=90),
        WarmRestarts(T_0=4, T_mult=2),
    ]

    @torch.no_grad()
    def report(epoch, train_loss):
        net.eval()
        mae = (net(xt) - yt).abs().mean().item()
        within = ((net(xt) - yt).abs() < 0.5).float().mean().item()
        print(f"epoch {epoch}: train huber {train_loss:.4f}  test dE mae {mae:.3f}  "
              f"within 0.5 dE {within:.3f}")

    report(-1, float("nan"))
    Run(net, opt, callbacks).fit(x, y, epochs=12, batch=64, report=report)


if __name__ == "__main__":
    main()
