import torch

from .data import APP_GESTURES, PUBLIC_GESTURES, batches, recordings
from .model import GestureNet
from .task import GestureTask
from .trainer import Trainer


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    x_pub, y_pub = recordings(1200, len(PUBLIC_GESTURES), seed=1, template_seed=10)
    x_pub_val, y_pub_val = recordings(300, len(PUBLIC_GESTURES), seed=2, template_seed=10)
    x_app, y_app = recordings(60, len(APP_GESTURES), seed=3, template_seed=20)
    x_app_val, y_app_val = recordings(300, len(APP_GESTURES), seed=4, template_seed=20)

    task = GestureTask(GestureNet(len(PUBLIC_GESTURES)))
    trainer = Trainer(epochs=4)
    print("stage 1: public gestures")
    trainer.fit(task, batches(x_pub, y_pub, 64, seed=0), (x_pub_val, y_pub_val))

    task.replace_head(len(APP_GESTURES))
    task.encoder_lr = 3e-4
    head_before = task.net.head.weight.detach().clone()
    print("stage 2: app gestures (60 labelled windows)")
    trainer.epochs = 15
    trainer.fit(task, batches(x_app, y_app, 16, seed=0))
    print(f"head moved by {(task.net.head.weight - head_before).norm():.3f}; "
          f"app val acc {trainer.accuracy(task, x_app_val, y_app_val):.3f}")


if __name__ == "__main__":
    main()
