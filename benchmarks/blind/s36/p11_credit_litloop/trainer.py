import torch


class MiniTrainer:
    def __init__(self, max_epochs, gradient_clip_val=None):
        self.max_epochs = max_epochs
        self.gradient_clip_val = gradient_clip_val

    def fit(self, module, train_batches, val_batches):
        optimizer = module.configure_optimizers()
        for epoch in range(self.max_epochs):
            module.train()
            outputs = []
            for batch_idx, batch in enumerate(train_batches):
                out = module.training_step(batch, batch_idx)
                optimizer.zero_grad()
                out["loss"].backward()
                if self.gradient_clip_val:
                    torch.nn.utils.clip_grad_norm_(module.parameters(), self.gradient_clip_val)
                optimizer.step()
                outputs.append(out)
            module.training_epoch_end(outputs)
            self.validate(module, val_batches)
            print(f"epoch {epoch}  " + "  ".join(f"{k} {v:.4f}" for k, v in module.logged.items()))

    @torch.no_grad()
    def validate(self, module, val_batches):
        module.eval()
        outputs = [module.validation_step(b, i) for i, b in enumerate(val_batches)]
        module.validation_epoch_end(outputs)
