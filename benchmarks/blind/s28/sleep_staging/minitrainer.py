class MiniTrainer:
    """A small stand-in for a Lightning trainer: automatic optimisation over several
    optimisers, each stepped every `accumulate_grad_batches` batches."""

    def __init__(self, max_epochs, accumulate_grad_batches=1, log_every=1):
        self.max_epochs = max_epochs
        self.accumulate = accumulate_grad_batches
        self.log_every = log_every

    def fit(self, module, train_batches, val_batches):
        configs = module.configure_optimizers()
        for epoch in range(self.max_epochs):
            module.train()
            for batch_idx, batch in enumerate(train_batches(epoch)):
                for optimizer_idx, config in enumerate(configs):
                    loss = module.training_step(batch, batch_idx, optimizer_idx)
                    (loss / self.accumulate).backward()
                    if (batch_idx + 1) % self.accumulate == 0:
                        config["optimizer"].step()
                        config["optimizer"].zero_grad()
                        config["lr_scheduler"].step()
            if (epoch + 1) % self.log_every == 0:
                print(f"epoch {epoch}: {self.validate(module, val_batches())}")
        return module

    def validate(self, module, batches):
        module.eval()
        totals, count = {}, 0
        for batch in batches:
            for key, value in module.validation_step(batch).items():
                totals[key] = totals.get(key, 0.0) + value
            count += 1
        module.train()
        return {key: round(value / count, 3) for key, value in totals.items()}
