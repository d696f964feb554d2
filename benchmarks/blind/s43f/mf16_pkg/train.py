"""Semi-supervised koi-variety classifier (mean teacher) with a small HPO loop.

    python -m mf16_pkg.train
"""
import torch

from .consistency import MeanTeacherStep
from .hpo import PruneTrial, Study
from .nets import ProfileCNN
from .pond import VARIETIES, photographs
from .teacher import make_teacher

DEFAULT_HP = {"lr": 3e-3, "channels": 16, "temperature": 1.0, "cons_weight": 5.0,
              "ema_decay": 0.99, "rampup": 60, "epochs": 8, "batch_l": 16, "batch_u": 64}


@torch.no_grad()
def accuracy(net, x, y):
    net.eval()
    acc = (net(x).argmax(1) == y).float().mean().item()
    return acc


def run(hp, labelled, unlabelled, val, study=None, trial=None, seed=0):
    torch.manual_seed(seed)
    student = ProfileCNN(len(VARIETIES), hp["channels"])
    teacher = make_teacher(student)
    opt = torch.optim.Adam(student.parameters(), lr=hp["lr"])
    sched = torch.optim.lr_scheduler.StepLR(opt, step_size=3, gamma=0.5)
    step = MeanTeacherStep(student, teacher, opt, hp)
    (xl, yl), xu = labelled, unlabelled
    n_batches = len(xu) // hp["batch_u"]
    for epoch in range(hp["epochs"]):
        for b in range(n_batches):
            li = torch.randint(0, len(yl), (hp["batch_l"],))
            ui = slice(b * hp["batch_u"], (b + 1) * hp["batch_u"])
            step(xl[li], yl[li], xu[ui])
        sched.step()
        score = accuracy(teacher, *val)
        if trial is not None:
            trial.report(score, epoch)
            study.check(trial)
    return student, teacher, score


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    xl, yl = photographs(60, seed=1)
    xu, _ = photographs(1280, seed=2)
    xv, yv = photographs(300, seed=3)
    xt, yt = photographs(600, seed=4)
    study = Study(seed=12)
    for _ in range(4):
        trial = study.new_trial()
        hp = {**DEFAULT_HP,
              "lr": trial.suggest_float("lr", 1e-3, 1e-2, log=True),
              "cons_weight": trial.suggest_float("cons_weight", 1.0, 20.0, log=True),
              "ema_decay": trial.suggest_categorical("ema_decay", [0.95, 0.99, 0.995]),
              "channels": trial.suggest_categorical("channels", [8, 16, 32])}
        try:
            _, _, score = run(hp, (xl, yl), xu, (xv, yv), study, trial, seed=trial.number)
        except PruneTrial as why:
            print(f"trial {trial.number} pruned at {why}")
            study.finish(trial, None)
            continue
        study.finish(trial, score)
        print(f"trial {trial.number}: teacher val acc {score:.3f}  {trial.params}")
    best_trial, best = study.best()
    hp = {**DEFAULT_HP, **best_trial.params}
    student, teacher, _ = run(hp, (torch.cat([xl, xv[:60]]), torch.cat([yl, yv[:60]])), xu,
                              (xv, yv), seed=99)
    print(f"refit trial {best_trial.number} (val {best:.3f}) with 120 labels: test acc "
          f"student {accuracy(student, xt, yt):.3f}, teacher {accuracy(teacher, xt, yt):.3f}")


if __name__ == "__main__":
    main()
