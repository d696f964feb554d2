import torch

from .acoustics import SEGMENT_M, correlograms
from .detector import LeakDetector
from .runner import EpochRunner


def make_evaluator(x, present, position):
    @torch.no_grad()
    def evaluate(model):
        model.eval()
        prob, where = model(x, return_loss=False)
        hit = ((prob > 0.5).float() == present).float().mean().item()
        mask = present.bool()
        err_m = ((where[mask] - position[mask]).abs().mean() * SEGMENT_M).item()
        return f"val acc {hit:.3f}  val loc {err_m:.1f} m"
    return evaluate


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    train = correlograms(2000, seed=7)
    val = correlograms(600, seed=8)
    model = LeakDetector()
    optimizer = torch.optim.SGD(model.parameters(), lr=0.05, momentum=0.9, nesterov=True, weight_decay=1e-4)
    scheduler = torch.optim.lr_scheduler.PolynomialLR(optimizer, total_iters=6, power=1.0)
    runner = EpochRunner(model, optimizer, scheduler, batch_size=50, max_epochs=6)
    runner.run(train, make_evaluator(*val))


main()
