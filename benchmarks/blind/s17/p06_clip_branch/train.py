import torch

from cli import build_parser
from loop import StepRunner
from model import make_model
from optim_utils import optimizer_from_args

IN_DIM = 8


def stream(batch_size, seed=0):
    g = torch.Generator().manual_seed(seed)
    coef = torch.randn(IN_DIM, generator=g)
    while True:
        x = torch.randn(batch_size, IN_DIM, generator=g)
        yield x, torch.sin(x @ coef) + 0.1 * x[:, 0]


def main(argv=None):
    args = build_parser().parse_args(argv)
    torch.manual_seed(0)
    torch.set_num_threads(1)
    model = make_model(args, IN_DIM)
    runner = StepRunner(model, optimizer_from_args(args, model.parameters()), args)
    data = stream(args.batch_size)
    for epoch in range(args.epochs):
        print(f"epoch {epoch}: mse {runner.run_epoch(data):.4f}")
    return runner


if __name__ == "__main__":
    main()
