"""Run from benchmarks/blind/s20:  python -m lit_callbacks.train"""
import torch

from .callbacks import EpochPrinter, GradNormMonitor, ZeroGradBeforeBatch
from .lit import Runner
from .task import SeriesClassifier, SeriesData

torch.manual_seed(0)
torch.set_num_threads(1)


def main():
    data = SeriesData()
    module = SeriesClassifier(n_classes=3)
    monitor = GradNormMonitor(every=8)
    runner = Runner(max_epochs=5, callbacks=[ZeroGradBeforeBatch(), monitor, EpochPrinter()])
    runner.fit(module, data)
    print("grad norms", [round(n, 3) for n in monitor.norms])


if __name__ == "__main__":
    main()
