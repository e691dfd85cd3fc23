"""The widgets' background job (widgets/jobs.py), which the coach's and the review's panels share: its state from
idle to running to its outcome, its errors said, stopped on request, a second job stopping the first, and a job
dropped when what it was about changes. Threads meet on events, never on timing."""

import threading

from innovation_nb.errors import InnovationError
from innovation_nb.widgets.jobs import BackgroundJob

IDLE = {"status": "idle", "done": 0, "total": 0, "error": ""}
WAIT = 60  # seconds a test waits for a thread at most (it is released by an event long before)


def runner():
    published = []
    job = BackgroundJob(lambda: published.append(job.fields()), IDLE, name="innovation-test", what="the test")
    return job, published


def start(job, work, key=None):
    return job.start(
        work,
        {"status": "running"},
        key=key,
        progress=lambda done, total: {"done": done, "total": total},
        outcome=lambda result: {"status": "done", "result": result},
    )


def test_a_job_reports_its_progress_and_its_outcome_then_publishes_it():
    job, published = runner()
    assert job.fields() == IDLE and job.thread is None and not job.running
    go, reported = threading.Event(), threading.Event()

    def work(progress, cancel):
        progress(1, 4)
        reported.set()
        go.wait(WAIT)
        progress(3, 4)
        return "ranked"

    start(job, work)
    reported.wait(WAIT)
    assert job.running and job.fields() == {**IDLE, "status": "running", "done": 1, "total": 4}
    go.set()
    job.wait(WAIT)
    assert not job.running and not job.thread.is_alive()
    assert job.fields() == {**IDLE, "status": "done", "done": 3, "total": 4, "result": "ranked"}
    assert published[-1] == job.fields()  # the last word is the outcome


def test_an_error_is_said_and_a_defect_is_named_as_the_jobs():
    job, published = runner()

    def refused(progress, cancel):
        raise InnovationError("no deal of the hidden cards fits")

    def broken(progress, cancel):
        raise TypeError("unexpected")

    start(job, refused)
    job.wait(WAIT)
    assert job.fields()["status"] == "error" and job.fields()["error"] == "no deal of the hidden cards fits"
    start(job, broken)
    job.wait(WAIT)
    assert job.fields()["error"] == "the test failed: TypeError: unexpected" and not job.running
    assert published[-1]["status"] == "error"


def test_cancel_asks_the_job_to_stop_and_a_new_job_stops_the_running_one_first():
    job, _ = runner()
    began = threading.Event()

    def until_cancelled(progress, cancel):
        began.set()
        while not cancel():
            threading.Event().wait(0.01)
        return "stopped early"

    first = start(job, until_cancelled)
    began.wait(WAIT)
    job.cancel()
    job.wait(WAIT)
    assert job.fields()["result"] == "stopped early"
    began.clear()
    first = start(job, until_cancelled)
    began.wait(WAIT)
    second = start(job, lambda progress, cancel: "second")  # stops the first, waits for it, then runs
    assert not first.is_alive() and second is not first
    job.wait(WAIT)
    assert job.fields()["result"] == "second"


def test_a_job_about_something_else_is_dropped_and_what_it_reports_after_is_ignored():
    job, published = runner()
    began, go = threading.Event(), threading.Event()
    seen = []

    def work(progress, cancel):
        began.set()
        go.wait(WAIT)
        seen.append(cancel())
        progress(2, 2)
        return "about the old position"

    start(job, work, key="position 1")
    began.wait(WAIT)
    assert job.about("position 1")["status"] == "running"
    assert job.about("position 2") == IDLE and not job.running  # moved on: the job is dropped
    count = len(published)
    go.set()
    job.wait(WAIT)
    assert seen == [True]  # it was told to stop
    assert job.fields() == IDLE and len(published) == count  # and nothing it said afterwards counts
