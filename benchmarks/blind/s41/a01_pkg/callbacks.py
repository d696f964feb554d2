import re


class TrainerCallback:
    def on_train_begin(self, args, state, **kwargs):
        pass

    def on_step_end(self, args, state, **kwargs):
        pass

    def on_evaluate(self, args, state, metrics=None, **kwargs):
        pass


class CallbackHandler:
    def __init__(self, callbacks):
        self.callbacks = list(callbacks)

    def call_event(self, event, args, state, **kwargs):
        for cb in self.callbacks:
            getattr(cb, event)(args, state, **kwargs)


class PlaceholderTokensCallback(TrainerCallback):
    """The PII scrubber leaves markers such as [ORDER_ID]; give each one its own embedding
    instead of letting them all collapse onto [UNK]."""

    marker = re.compile(r"\[[A-Z_]+\]")

    def on_train_begin(self, args, state, model=None, tokenizer=None, train_dataset=None, **kwargs):
        found = sorted({m for ex in train_dataset for m in self.marker.findall(ex["text"])})
        num_added = tokenizer.add_special_tokens({"additional_special_tokens": found})
        if num_added:
            model.resize_token_embeddings(len(tokenizer))
            print(f"added {num_added} placeholder tokens -> vocab {len(tokenizer)}")


class PrinterCallback(TrainerCallback):
    def on_evaluate(self, args, state, metrics=None, **kwargs):
        print(f"epoch {state.epoch:.0f} | " + " ".join(f"{k} {v:.4f}" for k, v in metrics.items()))
