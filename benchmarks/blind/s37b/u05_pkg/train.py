import torch

from .config import TrainingArguments
from .models import NeuMF, synthetic_interactions
from .trainer import Trainer, TrainerCallback


class HitRateCallback(TrainerCallback):
    def __init__(self, eval_data):
        self.eval_data = eval_data

    def on_epoch_end(self, trainer, epoch):
        users, items, labels = self.eval_data
        trainer.model.eval()
        with torch.inference_mode():
            pred = (trainer.model(users, items) > 0).float()
        trainer.model.train()
        print(f"epoch {epoch} eval_acc {(pred == labels).float().mean().item():.3f}")


def main():
    args = TrainingArguments()
    torch.manual_seed(args.seed)
    users, items, labels = synthetic_interactions(args.n_users, args.n_items, seed=args.seed)
    split = int(0.9 * len(users))
    train_ds = (users[:split], items[:split], labels[:split])
    eval_ds = (users[split:], items[split:], labels[split:])
    model = NeuMF(args.n_users, args.n_items, args.embed_dim, args.mlp_dims)
    trainer = Trainer(model, args, train_ds)
    trainer.callbacks.append(HitRateCallback(eval_ds))
    print("optimizer steps:", trainer.train())


if __name__ == "__main__":
    main()
