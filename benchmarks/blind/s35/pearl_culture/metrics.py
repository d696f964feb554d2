def report(cascade, records):
    cascade.train(False)
    ctx = cascade.infer({k: v for k, v in records.items() if k in ("water", "surface")})
    cascade.train(True)
    mae = (ctx["nacre_est"] - records["thickness"]).abs().mean().item()
    hit = (ctx["grade_scores"].argmax(1) == records["grade"]).float().mean().item()
    near = ((ctx["grade_scores"].argmax(1) - records["grade"]).abs() <= 1).float().mean().item()
    return {"nacre_mae_mm": mae, "grade_acc": hit, "within_one": near}


def describe(tag, scores):
    parts = ", ".join(f"{k} {v:.3f}" for k, v in scores.items())
    print(f"[{tag}] {parts}")
