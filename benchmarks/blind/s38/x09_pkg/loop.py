class FitLoop:
    def __init__(self, max_epochs=2, log_every=5):
        self.max_epochs = max_epochs
        self.log_every = log_every

    def fit(self, module, train_loader, val_loader):
        optimizer, scheduler = module.configure_optimizers()
        for epoch in range(self.max_epochs):
            module.train()
            for i, batch in enumerate(train_loader):
                loss = module.training_step(batch, i)
                optimizer.zero_grad(set_to_none=True)
                loss.backward()
                optimizer.step()
            scheduler.step()
            metrics = self.run_validation(module, val_loader)
            print(f"epoch {epoch}  train {module.logged['train_loss']:.4f}  "
                  f"val {metrics['val_loss']:.4f}  acc {metrics['acc']:.3f}")

    def run_validation(self, module, loader):
        module.eval()
        totals = {"val_loss": 0.0, "correct": 0, "n": 0}
        for i, batch in enumerate(loader):
            out = module.validation_step(batch, i)
            for k in totals:
                totals[k] += out[k]
        module.train()
        return {"val_loss": totals["val_loss"] / totals["n"], "acc": totals["correct"] / totals["n"]}
