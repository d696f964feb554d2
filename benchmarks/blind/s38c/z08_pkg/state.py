"""Process-wide run state, shared by every module of the experiment."""
ARGS = None
STATE = {"step": 0, "loss_hist": [], "best": float("inf")}
