import torch

import zoo
from kd_loss import DistillationLoss
from recipe import make_optim
from runner import DistillRunner

CFG = {"d_in": 20, "classes": 5, "steps": 300, "bs": 64, "opt": "AdamW", "lr": 5e-3, "wd": 1e-2}


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    teacher = zoo.create("wide_teacher", d_in=CFG["d_in"], n_classes=CFG["classes"]).eval()
    x_all = torch.randn(4096, CFG["d_in"])
    with torch.no_grad():
        y_all = teacher(x_all).argmax(-1)

    student = zoo.create("slim_student", d_in=CFG["d_in"])
    opt, sched = make_optim(student, CFG)
    student.reset_classifier(CFG["classes"])
    runner = DistillRunner(student, opt, sched, DistillationLoss(teacher))
    head_before = student.classifier.weight.detach().clone()
    for it in range(CFG["steps"]):
        j = torch.randint(0, len(x_all), (CFG["bs"],))
        value = runner.step(x_all[j], y_all[j])
        if it % 100 == 0:
            print(f"step {it:3d}  kd objective {value:.4f}")
    moved = (student.classifier.weight - head_before).abs().max().item()
    print(f"final objective {value:.4f}  agreement {runner.agreement(teacher, x_all):.3f}  "
          f"head max change {moved:.2e}")


if __name__ == "__main__":
    main()
