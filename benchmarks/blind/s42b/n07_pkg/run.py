import torch

from .framework import Loop
from .model import SeepageNet
from .sensors import dam_windows, windows_loader
from .task import SeepageTask


def alarm_report(prob, y, threshold=0.5):
    alarm = prob > threshold
    tp = (alarm & (y == 1)).sum().item()
    fp = (alarm & (y == 0)).sum().item()
    fn = (~alarm & (y == 1)).sum().item()
    return tp / max(1, tp + fn), fp / max(1, (y == 0).sum().item())


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    X, y = dam_windows()
    X_test, y_test = dam_windows(n=800, seed=99)
    task = SeepageTask(SeepageNet())
    loop = Loop(task, epochs=6)
    loop.fit(lambda: windows_loader(X[:1200], y[:1200], shuffle=True),
             lambda: windows_loader(X[1200:], y[1200:]))

    # monitoring replay on an unseen year of readings
    out = loop.run("test", windows_loader(X_test, y_test, batch_size=100))
    prob, truth = torch.cat(out["prob"]), torch.cat(out["y"])
    recall, false_alarm = alarm_report(prob, truth)
    print(f"replay: erosion recall {recall:.3f}, false-alarm rate {false_alarm:.3f}, "
          f"test time {task.timers['test_step']:.3f}s")


if __name__ == "__main__":
    main()
